import { Drawer, Stack } from '@mantine/core';
import { useAuthSession } from '../auth/use-auth-session';
import { Logo } from './logo';
import { MobileAccountActions } from './mobile-account-actions';
import classes from './mobile-menu.module.css';
import { NavItemLink } from './nav-item-link';
import { accountLinks, headerLinksFor } from './nav-links';
import { useIsAdmin } from './use-is-admin';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const session = useAuthSession();
  const headerLinks = headerLinksFor(useIsAdmin());
  const links = session.status === 'signed-in' ? [...headerLinks, ...accountLinks] : headerLinks;

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={<Logo />} hiddenFrom="md">
      <Stack gap="md">
        <Stack component="nav" aria-label="Main" gap={4}>
          {links.map((item) => (
            <NavItemLink key={item.label} item={item} className={classes.link} onNavigate={onClose} />
          ))}
        </Stack>
        <MobileAccountActions session={session} onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
