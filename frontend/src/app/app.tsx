import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AnalyticsProvider } from '../features/analytics/analytics-provider';
import { createBrowserAnalytics } from '../features/analytics/browser-analytics';
import { currentAccessToken } from '../features/auth/access-token';
import { AuthSessionProvider } from '../features/auth/auth-session-provider';
import { createAuthSessionStore } from '../features/auth/auth-session-store';
import { initialAuthSession } from '../features/auth/initial-auth-session';
import { redirectToSignIn } from '../features/auth/redirect-to-sign-in';
import { ViewerRegistration } from '../features/auth/viewer-registration';
import { CartProvider } from '../features/cart/cart-provider';
import { createApolloClient } from './apollo-client';
import { createColorSchemeManager } from './color-scheme-manager';
import { ColorSchemeRootClass } from './color-scheme-root-class';
import { AppRoutes } from './routes';
import { shopConfig } from './shop-config';
import { cssVariablesResolver, theme } from './theme';

// Toasts queued before the container arrives are shown once it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const authSession = createAuthSessionStore(initialAuthSession(shopConfig.auth.clientId));
const apolloClient = createApolloClient({
  accessToken: () => currentAccessToken(authSession),
  onUnauthorized: redirectToSignIn,
});
const colorSchemeManager = createColorSchemeManager();
// The token lets the gateway link the session to the user; the events themselves never name them.
const analytics = createBrowserAnalytics(() => currentAccessToken(authSession));

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="dark"
    >
      <ColorSchemeRootClass />
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={20} containerWidth={350} />
      </Suspense>
      <ApolloProvider client={apolloClient}>
        <BrowserRouter>
          <AnalyticsProvider analytics={analytics}>
            <AuthSessionProvider store={authSession}>
              <ViewerRegistration>
                <CartProvider>
                  <AppRoutes />
                </CartProvider>
              </ViewerRegistration>
            </AuthSessionProvider>
          </AnalyticsProvider>
        </BrowserRouter>
      </ApolloProvider>
    </MantineProvider>
  );
}
