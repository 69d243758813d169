import { shopConfig } from '../../app/shop-config';

/** A page of this shop, or a page of the operator's main website. */
export type NavLinkItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string };

export type RouteLinkItem = Extract<NavLinkItem, { kind: 'route' }>;

// Only routes that exist are listed; a new page is one more line here.
const headerLinks: readonly NavLinkItem[] = [
  { kind: 'external', label: 'Home', href: shopConfig.homeSiteUrl },
  { kind: 'route', label: 'Browse Stories', to: '/stories' },
  { kind: 'route', label: 'Create Custom', to: '/custom' },
  { kind: 'route', label: 'FAQ', to: '/faq' },
];

export const signInLink: RouteLinkItem = { kind: 'route', label: 'Sign in', to: '/sign-in' };
export const signUpLink: RouteLinkItem = { kind: 'route', label: 'Sign up', to: '/sign-up' };

const adminLink: RouteLinkItem = { kind: 'route', label: 'Admin', to: '/admin' };

/** The header's links, with Admin last when the server says the user is an admin. */
export function headerLinksFor(isAdmin: boolean): readonly NavLinkItem[] {
  return isAdmin ? [...headerLinks, adminLink] : headerLinks;
}

/** A signed-in user's own pages. */
export const accountLinks: readonly RouteLinkItem[] = [{ kind: 'route', label: 'My Library', to: '/account' }];

export const footerQuickLinks: readonly NavLinkItem[] = [
  { kind: 'route', label: 'Browse Stories', to: '/stories' },
  { kind: 'route', label: 'FAQ', to: '/faq' },
  { kind: 'route', label: 'Survey', to: '/survey' },
];

export const footerLegalLinks: readonly NavLinkItem[] = [
  { kind: 'route', label: 'Privacy Policy', to: '/privacy' },
  { kind: 'route', label: 'Refund Policy', to: '/refund' },
  { kind: 'route', label: 'Terms of Service', to: '/terms' },
  { kind: 'route', label: 'Disclaimer', to: '/disclaimer' },
  { kind: 'route', label: 'Portfolio', to: '/portfolio' },
];
