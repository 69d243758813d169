import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../layout/page-loader';
import { AuthLoader } from './auth-loader';
import { useAuthRedirect } from './use-auth-redirect';
import { useAuthSession } from './use-auth-session';

/** Shows its page to signed-in users; sends anyone else to sign in, and back to this page afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const mustSignIn = session.status === 'signed-out';
  useAuthRedirect(mustSignIn ? (actions) => actions.signIn(returnTo) : null);

  if (session.status === 'signed-in') return children;
  return mustSignIn ? <AuthLoader message="Redirecting to sign in…" /> : <PageLoader />;
}
