import type { AuthSession } from './auth-session';

// The SDK keeps these cookies while a session may exist, and checks them itself before it
// tries a silent sign-in; the second name is the one older SDK versions wrote.
const sessionHintCookies = (clientId: string) => [`auth0.${clientId}.is.authenticated`, 'auth0.is.authenticated'];

/** The provider's answer to a sign-in arrives as `code` (or `error`) with `state` in the query. */
function carriesAuthorizationResponse(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

/**
 * What is known before the identity SDK arrives. Without the SDK's session cookie and without
 * a sign-in response in the URL, the visitor is signed out, so the header shows "Sign in" at
 * once instead of waiting for the SDK's code.
 */
export function initialAuthSession(clientId: string, doc: Document = document): AuthSession {
  const cookieNames = doc.cookie.split(';').map((cookie) => cookie.split('=')[0]?.trim());
  const mayBeSignedIn = sessionHintCookies(clientId).some((name) => cookieNames.includes(name));
  if (mayBeSignedIn || carriesAuthorizationResponse(doc.location.search)) return { status: 'loading', actions: null };
  return { status: 'signed-out', actions: null };
}
