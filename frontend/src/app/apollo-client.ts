import { ApolloClient, HttpLink, from, type NormalizedCacheObject } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { createApolloCache } from './apollo-cache';

/** Network hiccups are retried three times, backing off from one second up to thirty. */
const retryLink = new RetryLink({
  attempts: { max: 4 },
  delay: { initial: 1000, max: 30_000, jitter: false },
});

export function createApolloClient(): ApolloClient<NormalizedCacheObject> {
  return new ApolloClient({
    link: from([retryLink, new HttpLink({ uri: '/graphql' })]),
    cache: createApolloCache(),
  });
}
