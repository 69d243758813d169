import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createBrowserAnalytics } from './features/analytics/browser-analytics';
import { currentAccessToken } from './features/auth/access-token';
import { createAuthSessionStore } from './features/auth/auth-session-store';
import { initialAuthSession } from './features/auth/initial-auth-session';
import { redirectToSignIn } from './features/auth/redirect-to-sign-in';
import { App, type AppServices } from './app/app';
import { createApolloClient } from './app/apollo-client';
import { createColorSchemeManager } from './app/color-scheme-manager';
import { shopConfig } from './app/shop-config';
import { preloadServerRenderedPage } from './app/routes';
import { readServerApolloState } from './app/ssr/server-state';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html is missing the #root element');

const authSession = createAuthSessionStore(initialAuthSession(shopConfig.auth.clientId));
const apolloClient = createApolloClient({
  accessToken: () => currentAccessToken(authSession),
  onUnauthorized: redirectToSignIn,
});
const serverState = readServerApolloState(document);
// The answers the server rendered with: the first render reads them, so it matches the server's HTML.
if (serverState) apolloClient.cache.restore(serverState);

const services: AppServices = {
  apolloClient,
  authSession,
  // The token lets the gateway link the session to the user; the events themselves never name them.
  analytics: createBrowserAnalytics(() => currentAccessToken(authSession)),
  colorSchemeManager: createColorSchemeManager(),
};

const app = (
  <StrictMode>
    <BrowserRouter>
      <App services={services} />
    </BrowserRouter>
  </StrictMode>
);

// A page the gateway rendered is taken over where it stands; without one (vite dev), the app renders afresh.
// Taking over starts as soon as this runs (boot.ts runs it once the page is painted), so a click or a choice
// made while React takes the page over is replayed, not lost; before then, links work as plain links and the
// catalogue's controls are disabled. The page's own code is asked for first: it has usually arrived (the page
// preloads it) by the time React renders, and the page is then taken over in the same pass as the rest.
if (rootElement.firstElementChild) {
  // A failed preload is left to the page's own loading, as on any visit.
  preloadServerRenderedPage(window.location.pathname).catch(() => undefined);
  hydrateRoot(rootElement, app);
} else {
  createRoot(rootElement).render(app);
}
