import { usePageTitle } from '../../shared/use-page-title';
import { AuthLoader } from './auth-loader';
import { useAuthRedirect, type AuthRedirect } from './use-auth-redirect';

const startSignUp: AuthRedirect = (actions) => actions.signUp('/stories');

export function SignUpPage() {
  usePageTitle('Sign up');
  useAuthRedirect(startSignUp);
  return <AuthLoader message="Redirecting to sign up…" />;
}
