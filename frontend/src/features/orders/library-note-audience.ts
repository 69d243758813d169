import type { AuthSession } from '../auth/auth-session';

/**
 * Who is reading an order's library note. The server files a visitor's orders into the library of
 * the account that signs in with the order's (verified) email, so a signed-in reader with another
 * email will not find them in their own.
 */
export type LibraryNoteAudience = 'visitor' | 'owner' | 'other-account';

export function libraryNoteAudience(session: AuthSession, orderEmail: string): LibraryNoteAudience {
  if (session.status !== 'signed-in') return 'visitor';
  const { email } = session.user;
  if (email === null || email.trim().toLowerCase() === orderEmail.trim().toLowerCase()) return 'owner';
  return 'other-account';
}
