import type { ApolloClient } from '@apollo/client';

// The viewer's credits, the credit account and the library (which the owned-story ids also read).
const changedRootFields = ['me', 'myCredits', 'myLibrary'] as const;

/**
 * After credits are spent, or the shop says the balance or the library is not what this page
 * thinks: the queries on screen that show them ask again, keeping their old answer until the new
 * one comes, and any other page asks afresh when it next opens. A failed refetch leaves the old
 * answer in place, which is no worse than before.
 */
export function refreshCreditsAndLibrary(client: ApolloClient<unknown>): void {
  client
    .refetchQueries({
      updateCache(cache) {
        for (const fieldName of changedRootFields) cache.evict({ id: 'ROOT_QUERY', fieldName });
      },
    })
    .catch(() => undefined);
}
