import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo-client';
import { createColorSchemeManager } from './color-scheme-manager';
import { ColorSchemeRootClass } from './color-scheme-root-class';
import { AppRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';

// Toasts queued before the container arrives are shown once it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const apolloClient = createApolloClient();
const colorSchemeManager = createColorSchemeManager();

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
        <Notifications position="top-right" limit={20} />
      </Suspense>
      <ApolloProvider client={apolloClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </MantineProvider>
  );
}
