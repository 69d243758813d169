import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { sessionUserName } from '../auth/session-user-name';
import { useAuthSession } from '../auth/use-auth-session';
import { accountLinks, signInLink, signUpLink } from './nav-links';
import { UserMenuToggle } from './user-menu-toggle';

/** Sign in and Sign up for visitors; the user menu once someone is signed in (Admin is a header link). */
export function HeaderAccount() {
  const session = useAuthSession();

  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Group gap="xs">
        <Button component={Link} to={signInLink.to} variant="default">
          {signInLink.label}
        </Button>
        <Button component={Link} to={signUpLink.to}>
          {signUpLink.label}
        </Button>
      </Group>
    );
  }
  return (
    <UserMenuToggle
      userName={sessionUserName(session.user)}
      links={accountLinks}
      onSignOut={session.actions.signOut}
    />
  );
}
