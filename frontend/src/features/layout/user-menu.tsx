import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { RouteLinkItem } from './nav-links';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuProps {
  userName: string;
  links: readonly RouteLinkItem[];
  onSignOut: () => void;
  defaultOpened?: boolean;
}

export function UserMenu({ userName, links, onSignOut, defaultOpened = false }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={200} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton userName={userName} />
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
