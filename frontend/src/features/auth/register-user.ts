import type { SessionUser } from './auth-session';
import { redirectToSignIn } from './redirect-to-sign-in';

/** Tells the shop who signed in, with the names their ID token carries (spec section 4, "Auth set-up"). */
export async function registerUser(user: SessionUser, accessToken: string): Promise<void> {
  const response = await fetch('/api-coldcase/users/create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      email: user.email ?? undefined,
      firstName: user.givenName ?? undefined,
      lastName: user.familyName ?? undefined,
    }),
  });
  if (response.status === 401) redirectToSignIn();
  else if (!response.ok) throw new Error(`POST /api-coldcase/users/create answered ${response.status}`);
}
