import type { AuthSessionStore } from './auth-session-store';

/**
 * The access token to send with an API call, or null for a visitor who is not (yet known to be)
 * signed in: their requests go out at once, without a token and without asking the provider.
 */
export async function currentAccessToken(store: AuthSessionStore): Promise<string | null> {
  const session = store.getSnapshot();
  if (session.status !== 'signed-in') return null;
  try {
    return await session.actions.getAccessToken();
  } catch (error) {
    // Public data still loads without a token; a call that needs one answers 401, which leads to sign-in.
    console.error('Could not renew the access token', error);
    return null;
  }
}
