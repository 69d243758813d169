import { Drawer, Stack } from '@mantine/core';
import { useAuthSession } from '../auth/use-auth-session';
import { useViewer } from '../auth/use-viewer';
import { Logo } from './logo';
import { MobileAccountActions } from './mobile-account-actions';
import classes from './mobile-menu.module.css';
import { NavItemLink } from './nav-item-link';
import { accountLinks, headerLinks } from './nav-links';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const session = useAuthSession();
  const viewer = useViewer();
  const isAdmin = viewer.status === 'ready' && viewer.viewer.isAdmin;
  const links = session.status === 'signed-in' ? [...headerLinks, ...accountLinks(isAdmin)] : headerLinks;

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
