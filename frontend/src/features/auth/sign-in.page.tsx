import { usePageTitle } from '../../shared/use-page-title';
import { AuthLoader } from './auth-loader';
import { useAuthRedirect, type AuthRedirect } from './use-auth-redirect';

const startSignIn: AuthRedirect = (actions) => actions.signIn('/stories');

export function SignInPage() {
  usePageTitle('Sign in');
  useAuthRedirect(startSignIn);
  return <AuthLoader message="Redirecting to sign in…" />;
}
