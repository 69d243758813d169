import type { ApolloLink } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';

interface RequestContext {
  headers?: Record<string, string>;
}

/** Adds `Authorization: Bearer …` to each request while someone is signed in; anonymous requests go out unchanged. */
export function createAuthLink(accessToken: () => Promise<string | null>): ApolloLink {
  return setContext(async (_request, { headers }: RequestContext) => {
    const token = await accessToken();
    return token ? { headers: { ...headers, Authorization: `Bearer ${token}` } } : {};
  });
}
