import { ApolloError } from '@apollo/client';

interface GraphqlErrorLike {
  message: string;
  extensions?: { code?: unknown };
}

function rateLimited(errors: readonly GraphqlErrorLike[] | undefined): string | null {
  return errors?.find((error) => error.extensions?.code === 'RATE_LIMITED')?.message ?? null;
}

/**
 * The shop's "too many requests" message, when that is why a cart change failed. The shop answers
 * it with HTTP 429, which Apollo reports as a network error carrying the parsed body.
 */
export function rateLimitMessageOf(error: unknown): string | null {
  if (!(error instanceof ApolloError)) return null;
  const network = error.networkError;
  const body = network && 'result' in network && typeof network.result === 'object' && network.result !== null ? (network.result as { errors?: GraphqlErrorLike[] }) : null;
  return rateLimited(error.graphQLErrors) ?? rateLimited(body?.errors);
}
