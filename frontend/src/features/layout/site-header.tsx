import { Box, Burger, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useOverlayDisclosure } from '../../shared/use-overlay-disclosure';
import { useAnalytics } from '../analytics/use-analytics';
import { CartButton } from '../cart/cart-button';
import { HeaderAccount } from './header-account';
import { Logo } from './logo';
import { NavItemLink } from './nav-item-link';
import { headerLinksFor } from './nav-links';
import classes from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';
import { useIsAdmin } from './use-is-admin';

// Only phones need the drawer, so its code loads on the first tap of the burger.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const menu = useOverlayDisclosure();
  const { track } = useAnalytics();
  const links = headerLinksFor(useIsAdmin());
  const toggleMenu = () => {
    track('Mobile Menu Toggle', { action: menu.opened ? 'close' : 'open' });
    menu.toggle();
  };
  const closeMenu = () => {
    track('Mobile Menu Toggle', { action: 'close' });
    menu.close();
  };

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to="/stories" className={classes.logoLink}>
          <Logo />
        </Link>
        <div className={classes.actions}>
          <Box component="nav" aria-label="Main" className={classes.nav} visibleFrom="md">
            {links.map((item) => (
              <NavItemLink key={item.label} item={item} className={classes.navLink} />
            ))}
          </Box>
          <ThemeToggle />
          <CartButton />
          <Box visibleFrom="md">
            <HeaderAccount />
          </Box>
          <Burger
            opened={menu.opened}
            onClick={toggleMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={menu.opened ? 'Close menu' : 'Open menu'}
            aria-expanded={menu.opened}
          />
        </div>
      </Container>
      {menu.mounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menu.opened} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
