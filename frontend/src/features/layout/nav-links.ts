import { shopConfig } from '../../app/shop-config';

/** A page of this shop, or a page of the operator's main website. */
export type NavLinkItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string };

export type RouteLinkItem = Extract<NavLinkItem, { kind: 'route' }>;

// Only routes that exist are listed; a new page is one more line here.
export const headerLinks: readonly NavLinkItem[] = [
  { kind: 'external', label: 'Home', href: shopConfig.homeSiteUrl },
  { kind: 'route', label: 'Browse Stories', to: '/stories' },
  { kind: 'route', label: 'Create Custom', to: '/custom' },
  { kind: 'route', label: 'FAQ', to: '/faq' },
];

export const signInLink: RouteLinkItem = { kind: 'route', label: 'Sign in', to: '/sign-in' };
export const signUpLink: RouteLinkItem = { kind: 'route', label: 'Sign up', to: '/sign-up' };

const libraryLink: RouteLinkItem = { kind: 'route', label: 'My Library', to: '/account' };
const adminLink: RouteLinkItem = { kind: 'route', label: 'Admin', to: '/admin' };

/** A signed-in user's own pages; Admin only when the server says the user is an admin. */
export function accountLinks(isAdmin: boolean): readonly RouteLinkItem[] {
  return isAdmin ? [libraryLink, adminLink] : [libraryLink];
}

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
