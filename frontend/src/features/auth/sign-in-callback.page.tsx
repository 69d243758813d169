import { Navigate, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title';
import { AuthLoader } from './auth-loader';
import { SignInIncomplete } from './sign-in-incomplete';
import { useAuthSession } from './use-auth-session';

/**
 * Where the provider sends the browser back. The SDK finishes the sign-in and moves on to the
 * page the visitor asked for; this page only waits, or explains a sign-in that did not finish.
 */
export function SignInCallbackPage() {
  usePageTitle('Signing in');
  const session = useAuthSession();
  // While the provider's code is in the address, the SDK is still finishing and will move on to
  // the page the visitor asked for; leaving earlier would lose that page.
  const finishing = new URLSearchParams(useLocation().search).has('code');

  if (session.status === 'signed-in' && !finishing) return <Navigate to="/stories" replace />;
  if (session.status === 'signed-out' && session.actions) return <SignInIncomplete />;
  return <AuthLoader message="Signing you in…" />;
}
