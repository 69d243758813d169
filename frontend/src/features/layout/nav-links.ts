import { shopConfig } from '../../app/shop-config';

/** A page of this shop, or a page of the operator's main website. */
export type NavLinkItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string };

// Only routes that exist are listed; a new page is one more line here.
export const headerLinks: readonly NavLinkItem[] = [
  { kind: 'external', label: 'Home', href: shopConfig.homeSiteUrl },
  { kind: 'route', label: 'Browse Stories', to: '/stories' },
  { kind: 'route', label: 'FAQ', to: '/faq' },
];

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
