import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApolloCache } from '../app/apollo-cache';
import { createColorSchemeManager } from '../app/color-scheme-manager';
import { cssVariablesResolver, theme } from '../app/theme';

// Without CSS transitions in jsdom, an animated collapse would never finish opening.
const testTheme = mergeThemeOverrides(theme, { components: { Collapse: { defaultProps: { transitionDuration: 0 } } } });

interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern such as `/stories/:id`, for components that read route parameters. */
  path?: string;
  mocks?: readonly MockedResponse[];
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="test-location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside the app's theme, a memory router and mocked GraphQL. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { route = '/', path, mocks = [] } = options;
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );

  function Providers({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={mocks} cache={createApolloCache()}>
        <MantineProvider
          theme={testTheme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={createColorSchemeManager()}
          defaultColorScheme="dark"
          env="test"
        >
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
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
