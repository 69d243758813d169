// Spec 2's page-view names; the catalogue lives at /stories, the library at /account.
const namedPages = new Map([
  ['', 'Home'],
  ['stories', 'Browse Stories'],
  ['custom', 'Create Custom'],
  ['faq', 'FAQ'],
  ['account', 'My Library'],
  ['admin', 'Admin'],
  ['privacy', 'Privacy Policy'],
  ['terms', 'Terms of Service'],
]);

/** The page a path shows, as page views name it: any other path is named by its capitalised first segment. */
export function pageNameOf(pathname: string): string {
  const [first = '', second] = pathname.split('/').filter((segment) => segment !== '');
  if (first === 'stories' && second !== undefined) return 'Story Detail';
  return namedPages.get(first) ?? first.charAt(0).toUpperCase() + first.slice(1);
}
