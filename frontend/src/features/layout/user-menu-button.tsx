import { Button } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './user-menu-button.module.css';

interface UserMenuButtonProps extends ComponentPropsWithRef<'button'> {
  userName: string;
}

/** The header button that opens the signed-in user's menu, labelled with their name or email. */
export function UserMenuButton({ userName, ...props }: UserMenuButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconUserCircle size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      <span className={classes.name}>{userName}</span>
    </Button>
  );
}
