import { useAuth0, type User } from '@auth0/auth0-react';
import { useEffect, useMemo } from 'react';
import type { AuthActions, AuthSession, SessionUser } from './auth-session';

function toSessionUser(user: User | undefined): SessionUser | null {
  if (!user?.sub) return null;
  return {
    id: user.sub,
    email: user.email ?? null,
    name: user.name ?? null,
    givenName: user.given_name ?? null,
    familyName: user.family_name ?? null,
  };
}

interface Auth0SessionBridgeProps {
  onSessionChange: (session: AuthSession) => void;
}

/** Translates the Auth0 SDK's state into the shop's session, the only shape the rest of the app sees. */
export function Auth0SessionBridge({ onSessionChange }: Auth0SessionBridgeProps) {
  const { isLoading, isAuthenticated, user, error, loginWithRedirect, logout, getAccessTokenSilently } = useAuth0();

  const actions = useMemo<AuthActions>(
    () => ({
      signIn: (returnTo) => loginWithRedirect({ appState: { returnTo } }),
      signUp: (returnTo) =>
        loginWithRedirect({ appState: { returnTo }, authorizationParams: { screen_hint: 'signup' } }),
      signOut: () => {
        logout({ logoutParams: { returnTo: `${window.location.origin}/stories` } }).catch((error: unknown) =>
          console.error('Could not sign out', error),
        );
      },
      getAccessToken: async () => {
        const token = await getAccessTokenSilently();
        if (!token) throw new Error('The identity provider sent no access token');
        return token;
      },
    }),
    [loginWithRedirect, logout, getAccessTokenSilently],
  );

  const sessionUser = useMemo(() => (isAuthenticated ? toSessionUser(user) : null), [isAuthenticated, user]);

  useEffect(() => {
    if (isLoading) onSessionChange({ status: 'loading', actions });
    else if (sessionUser) onSessionChange({ status: 'signed-in', user: sessionUser, actions });
    else onSessionChange({ status: 'signed-out', actions });
  }, [isLoading, sessionUser, actions, onSessionChange]);

  // A failed sign-in or session check leaves the visitor signed out; the spec asks for a log line only.
  useEffect(() => {
    if (error) console.error('Sign-in failed', error);
  }, [error]);

  return null;
}
