import { Drawer, Stack } from '@mantine/core';
import { Logo } from './logo';
import classes from './mobile-menu.module.css';
import { NavItemLink } from './nav-item-link';
import { headerLinks } from './nav-links';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={<Logo />} hiddenFrom="md">
      <Stack component="nav" aria-label="Main" gap={4}>
        {headerLinks.map((item) => (
          <NavItemLink key={item.label} item={item} className={classes.link} onNavigate={onClose} />
        ))}
      </Stack>
    </Drawer>
  );
}
