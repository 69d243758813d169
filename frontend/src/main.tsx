import { StrictMode, startTransition, useEffect } from 'react';
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
import { nextTask } from './app/next-task';
import { shopConfig } from './app/shop-config';
import { preloadServerRenderedPage } from './app/routes';
import { readServerApolloState } from './app/ssr/server-state';

/**
 * Renders nothing; once the app's first render is on the page, `run` runs, in a task of its own: a click made
 * inside React's commit could not make React take its target over first, and would be dropped.
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(() => {
    const task = setTimeout(run, 0);
    return () => clearTimeout(task);
  }, [run]);
  return null;
}

/**
 * Starts the shop in the page (boot.ts calls it once the page is painted). `onTakenOver` runs once the app's first
 * render is on the page: the clicks held until then are made again, and React takes over what they reach first.
 */
export async function startShop(onTakenOver: () => void): Promise<void> {
  // Evaluating the app's code, building its services and taking the page over are tasks of their own.
  await nextTask();
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
      <AfterFirstCommit run={onTakenOver} />
    </StrictMode>
  );

  // Without a page the gateway rendered (vite dev), the app renders afresh.
  if (!rootElement.firstElementChild) {
    createRoot(rootElement).render(app);
    return;
  }
  // The page's own code is loaded first, so taking the page over never waits for it. A failed load is left to the
  // page's own loading, as on any visit.
  await preloadServerRenderedPage(window.location.pathname).catch(() => undefined);
  await nextTask();
  // Taken over as a transition, React works in slices and lets the browser answer a tap between them. Updates that
  // reach the page before it is taken over must come as transitions too (CartProvider defers what it shares), or
  // React takes the rest of the page over at once, in one long task.
  startTransition(() => void hydrateRoot(rootElement, app));
}
