import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { sessionUserName } from '../auth/session-user-name';
import { useAuthSession } from '../auth/use-auth-session';
import { useViewer } from '../auth/use-viewer';
import { accountLinks, signInLink, signUpLink } from './nav-links';
import { UserMenuToggle } from './user-menu-toggle';

/** Sign in and Sign up for visitors; the user menu once someone is signed in. */
export function HeaderAccount() {
  const session = useAuthSession();
  const viewer = useViewer();

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
  const isAdmin = viewer.status === 'ready' && viewer.viewer.isAdmin;
  return (
    <UserMenuToggle
      userName={sessionUserName(session.user)}
      links={accountLinks(isAdmin)}
      onSignOut={session.actions.signOut}
    />
  );
}
