import { ApolloClient, HttpLink, from, type NormalizedCacheObject } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { createApolloCache } from './apollo-cache';
import { createAuthLink } from './auth-link';
import { createPublicQueryLink } from './persisted-query-link';
import { createUnauthorizedLink } from './unauthorized-link';

/** An HTTP answer in the 4xx range will not change on a second try; a lost connection or a 5xx might. */
function isWorthRetrying(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/** Network hiccups are retried three times, backing off from one second up to thirty. */
const retryLink = new RetryLink({
  attempts: { max: 4, retryIf: isWorthRetrying },
  delay: { initial: 1000, max: 30_000, jitter: false },
});

export interface ApolloAuth {
  /** The token for the current request, or null to send it anonymously. */
  accessToken: () => Promise<string | null>;
  onUnauthorized: () => void;
}

export function createApolloClient({ accessToken, onUnauthorized }: ApolloAuth): ApolloClient<NormalizedCacheObject> {
  return new ApolloClient({
    link: from([
      createUnauthorizedLink(onUnauthorized),
      retryLink,
      createAuthLink(accessToken),
      createPublicQueryLink(),
      new HttpLink({ uri: '/graphql' }),
    ]),
    cache: createApolloCache(),
  });
}
