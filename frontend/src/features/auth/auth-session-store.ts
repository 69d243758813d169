import type { AuthSession } from './auth-session';

/**
 * Holds the current session for React (through `useSyncExternalStore`) and for code outside
 * React, such as the GraphQL client adding the access token to each request.
 */
export interface AuthSessionStore {
  getSnapshot: () => AuthSession;
  subscribe: (listener: () => void) => () => void;
  publish: (session: AuthSession) => void;
}

export function createAuthSessionStore(initial: AuthSession): AuthSessionStore {
  let current = initial;
  const listeners = new Set<() => void>();

  return {
    getSnapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish: (session) => {
      current = session;
      for (const listener of listeners) listener();
    },
  };
}
