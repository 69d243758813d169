import { ApolloLink } from '@apollo/client';
import { MockedProvider, MockLink, type MockedResponse } from '@apollo/client/testing';
import { Auth0Context, type Auth0ContextInterface } from '@auth0/auth0-react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createApolloCache } from '../app/apollo-cache';
import { createColorSchemeManager } from '../app/color-scheme-manager';
import { cssVariablesResolver, theme } from '../app/theme';
import type { Analytics } from '../features/analytics/analytics-events';
import { AnalyticsProvider } from '../features/analytics/analytics-provider';
import { recordingAnalytics } from '../features/analytics/analytics.test-fixtures';
import { createAuthSessionStore } from '../features/auth/auth-session-store';
import { Auth0SessionBridge } from '../features/auth/auth0-session-bridge';
import { AuthSessionStoreContext } from '../features/auth/use-auth-session';
import { ViewerRegistration } from '../features/auth/viewer-registration';
import { CartProvider } from '../features/cart/cart-provider';
import { CreditAccountProvider } from '../features/credits/credit-account-provider';
import { defaultCartMocks } from '../features/cart/cart-test-fixtures';
import { defaultCreditMocks } from './credit-fixtures';
import { signedOutAuth0 } from './fake-auth0';

// Without CSS transitions in jsdom, an animated collapse would never finish opening.
const testTheme = mergeThemeOverrides(theme, { components: { Collapse: { defaultProps: { transitionDuration: 0 } } } });

interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern such as `/stories/:id`, for components that read route parameters. */
  path?: string;
  mocks?: readonly MockedResponse[];
  /** The Auth0 SDK's state, from `signedInAuth0` or `signedOutAuth0`; signed out when absent. */
  auth0?: Auth0ContextInterface;
  /** Stands between the page and the mocked shop, e.g. `holdOperation(...).link` to answer when the test says. */
  link?: ApolloLink;
  /** Where the events components track go, e.g. `recordingAnalytics()` to read them back; a recorder nobody reads when absent. */
  analytics?: Analytics;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="test-location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders inside the app's theme, a memory router, mocked GraphQL, a controllable Auth0 SDK,
 * analytics that record instead of sending, and the cart (empty, with an empty library and no
 * credits, unless the test's mocks say otherwise).
 * The shop's REST calls answer 200 with an empty body, unless the test has already mocked `fetch`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { route = '/', path, mocks = [], auth0 = signedOutAuth0(), link, analytics = recordingAnalytics() } = options;
  const mockLink = new MockLink([...mocks, ...defaultCartMocks(), ...defaultCreditMocks()]);
  const authSession = createAuthSessionStore({ status: 'loading', actions: null });
  if (!vi.isMockFunction(fetch)) {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(null, { status: 200 })));
  }
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );

  function Providers({ children }: { children: ReactNode }) {
    return (
      <MockedProvider link={link ? ApolloLink.from([link, mockLink]) : mockLink} cache={createApolloCache()}>
        <MantineProvider
          theme={testTheme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={createColorSchemeManager()}
          defaultColorScheme="dark"
          env="test"
        >
          <MemoryRouter initialEntries={[route]}>
            <AnalyticsProvider analytics={analytics}>
              <AuthSessionStoreContext.Provider value={authSession}>
                <Auth0Context.Provider value={auth0}>
                  <Auth0SessionBridge onSessionChange={authSession.publish} />
                </Auth0Context.Provider>
                <ViewerRegistration>
                  <CartProvider>
                    <CreditAccountProvider>
                      {children}
                      <LocationProbe />
                    </CreditAccountProvider>
                  </CartProvider>
                </ViewerRegistration>
              </AuthSessionStoreContext.Provider>
            </AnalyticsProvider>
          </MemoryRouter>
        </MantineProvider>
      </MockedProvider>
    );
  }

  return render(content, { wrapper: Providers });
}

/** The router's current path and query string, e.g. `/stories?type=murder`. */
export function currentLocation(): string {
  return screen.getByTestId('test-location').textContent ?? '';
}

export function currentSearchParams(): URLSearchParams {
  return new URL(currentLocation(), 'http://shop.test').searchParams;
}
