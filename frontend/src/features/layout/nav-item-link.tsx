import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useAnalytics } from '../analytics/use-analytics';
import { pageNameOf } from '../analytics/page-names';
import type { NavLinkItem } from './nav-links';

interface NavItemLinkProps {
  item: NavLinkItem;
  className?: string;
  onNavigate?: () => void;
}

/**
 * Route links mark the current page with aria-current; the external Home link opens in the same tab.
 * Each click is a Navigation Click, named by the link's label and the page it was on.
 */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  const { pathname } = useLocation();
  const { track } = useAnalytics();
  const click = () => {
    track('Navigation Click', { destination: item.label, current_page: pageNameOf(pathname) });
    onNavigate?.();
  };

  if (item.kind === 'external') {
    return (
      <a href={item.href} className={className} onClick={click}>
        {item.label}
      </a>
    );
  }
  return (
    <RouterNavLink to={item.to} className={className} onClick={click}>
      {item.label}
    </RouterNavLink>
  );
}
