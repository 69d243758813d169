import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AnalyticsProvider } from '../features/analytics/analytics-provider';
import type { Analytics } from '../features/analytics/analytics-events';
import { AuthSessionProvider } from '../features/auth/auth-session-provider';
import type { AuthSessionStore } from '../features/auth/auth-session-store';
import { ViewerRegistration } from '../features/auth/viewer-registration';
import { CartProvider } from '../features/cart/cart-provider';
import { CreditAccountProvider } from '../features/credits/credit-account-provider';
import { ColorSchemeRootClass } from './color-scheme-root-class';
import { AppRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';

// Toasts queued before the container arrives are shown once it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * What the app talks to. The browser builds them from the window (main.tsx); the server builds
 * its own per request (entry-server.tsx), so both render the same tree.
 */
export interface AppServices {
  apolloClient: ApolloClient<NormalizedCacheObject>;
  authSession: AuthSessionStore;
  analytics: Analytics;
  colorSchemeManager: MantineColorSchemeManager;
}

/** The whole shop, inside the router its host provides (the browser's history, or the server's one URL). */
export function App({ services }: { services: AppServices }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={services.colorSchemeManager}
      defaultColorScheme="dark"
    >
      <ColorSchemeRootClass />
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={20} containerWidth={350} />
      </Suspense>
      <ApolloProvider client={services.apolloClient}>
        <AnalyticsProvider analytics={services.analytics}>
          <AuthSessionProvider store={services.authSession}>
            <ViewerRegistration>
              <CartProvider>
                <CreditAccountProvider>
                  <AppRoutes />
                </CreditAccountProvider>
              </CartProvider>
            </ViewerRegistration>
          </AuthSessionProvider>
        </AnalyticsProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
