import type { SessionUser } from './auth-session';

/** How the header names the signed-in user: their name where the provider knows it, else their email. */
export function sessionUserName(user: SessionUser): string {
  const fullName = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return fullName || user.name || user.email || 'My account';
}
