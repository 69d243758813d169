import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthSession } from './auth-session';
import type { AuthSessionStore } from './auth-session-store';

export const AuthSessionStoreContext = createContext<AuthSessionStore | null>(null);

/** The server renders every page for an anonymous visitor; who is signed in is known in the browser only. */
const serverSession: AuthSession = { status: 'signed-out', actions: null };
const serverSnapshot = () => serverSession;

export function useAuthSession(): AuthSession {
  const store = useContext(AuthSessionStoreContext);
  if (!store) throw new Error('useAuthSession must be used inside AuthSessionProvider');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
