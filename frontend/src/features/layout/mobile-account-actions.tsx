import { Divider, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AuthSession } from '../auth/auth-session';
import { sessionUserName } from '../auth/session-user-name';
import classes from './mobile-menu.module.css';
import { NavItemLink } from './nav-item-link';
import { signInLink, signUpLink } from './nav-links';

interface MobileAccountActionsProps {
  session: AuthSession;
  onNavigate: () => void;
}

/** The foot of the mobile menu: Sign in and Sign up, or who is signed in and Sign out. */
export function MobileAccountActions({ session, onNavigate }: MobileAccountActionsProps) {
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Stack gap={4}>
        <Divider mb="sm" />
        <NavItemLink item={signInLink} className={classes.link} onNavigate={onNavigate} />
        <NavItemLink item={signUpLink} className={classes.link} onNavigate={onNavigate} />
      </Stack>
    );
  }
  const { user, actions } = session;
  return (
    <Stack gap={4}>
      <Divider mb="sm" />
      <Text size="sm" c="dimmed" px={16} className={classes.signedInAs}>
        Signed in as {sessionUserName(user)}
      </Text>
      <UnstyledButton
        className={classes.link}
        onClick={() => {
          onNavigate();
          actions.signOut();
        }}
      >
        Sign out
      </UnstyledButton>
    </Stack>
  );
}
