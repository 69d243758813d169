import { NavLink as RouterNavLink } from 'react-router-dom';
import type { NavLinkItem } from './nav-links';

interface NavItemLinkProps {
  item: NavLinkItem;
  className?: string;
  onNavigate?: () => void;
}

/** Route links mark the current page with aria-current; the external Home link opens in the same tab. */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  if (item.kind === 'external') {
    return (
      <a href={item.href} className={className} onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <RouterNavLink to={item.to} className={className} onClick={onNavigate}>
      {item.label}
    </RouterNavLink>
  );
}
