import { lazy, Suspense, type ReactNode } from 'react';
import { useIsHydrated } from '../../shared/use-is-hydrated';
import { AuthErrorBoundary } from './auth-error-boundary';
import type { AuthSessionStore } from './auth-session-store';
import { AuthSessionStoreContext } from './use-auth-session';

// The identity SDK is a large download: it arrives beside the page, never in front of it.
const Auth0Connector = lazy(() => import('./auth0-connector').then((module) => ({ default: module.Auth0Connector })));

interface AuthSessionProviderProps {
  store: AuthSessionStore;
  children: ReactNode;
}

export function AuthSessionProvider({ store, children }: AuthSessionProviderProps) {
  // The SDK lives in the browser only; the server's pages are rendered for an anonymous visitor.
  const hydrated = useIsHydrated();
  return (
    <AuthSessionStoreContext.Provider value={store}>
      {children}
      {hydrated && (
        <AuthErrorBoundary onError={() => store.publish({ status: 'signed-out', actions: null })}>
          <Suspense fallback={null}>
            <Auth0Connector onSessionChange={store.publish} />
          </Suspense>
        </AuthErrorBoundary>
      )}
    </AuthSessionStoreContext.Provider>
  );
}
