import type { ApolloLink } from '@apollo/client';
import { onError } from '@apollo/client/link/error';

/** Calls `onUnauthorized` when the API answers 401: the token was refused, so signing in again is the way on. */
export function createUnauthorizedLink(onUnauthorized: () => void): ApolloLink {
  return onError(({ networkError }) => {
    if (networkError && 'statusCode' in networkError && networkError.statusCode === 401) onUnauthorized();
  });
}
