import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthSession } from './auth-session';
import type { AuthSessionStore } from './auth-session-store';

export const AuthSessionStoreContext = createContext<AuthSessionStore | null>(null);

export function useAuthSession(): AuthSession {
  const store = useContext(AuthSessionStoreContext);
  if (!store) throw new Error('useAuthSession must be used inside AuthSessionProvider');
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
