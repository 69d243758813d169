import { ApolloClient } from '@apollo/client';
import type { MantineColorSchemeManager } from '@mantine/core';
import { createAuthSessionStore } from '../../features/auth/auth-session-store';
import { createApolloCache } from '../apollo-cache';
import type { AppServices } from '../app';
import { createInProcessLink, type ExecuteGraphql } from './in-process-link';

/** The server has no saved choice to read: it renders the default scheme, and the browser applies the saved one before painting. */
const defaultSchemeOnly: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/** What one server render of a page talks to: the gateway's schema in-process, for an anonymous visitor, sending no events. */
export function createServerServices(executeGraphql: ExecuteGraphql): AppServices {
  return {
    apolloClient: new ApolloClient({ ssrMode: true, link: createInProcessLink(executeGraphql), cache: createApolloCache() }),
    authSession: createAuthSessionStore({ status: 'signed-out', actions: null }),
    analytics: { track: () => undefined },
    colorSchemeManager: defaultSchemeOnly,
  };
}
