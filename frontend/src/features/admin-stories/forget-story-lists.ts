import type { ApolloCache } from '@apollo/client';

function forget(cache: ApolloCache<unknown>, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * Drops the storefront's cached story lists after a story changes, so the catalogue reads them
 * afresh: a list may gain the story, lose it (coming soon, no longer featured) or order it elsewhere.
 */
export function forgetStorefrontLists(cache: ApolloCache<unknown>): void {
  forget(cache, ['stories', 'featuredStories']);
}

/** The same, and Story Management's own lists, once the editor has saved (the table is not on screen). */
export function forgetEveryStoryList(cache: ApolloCache<unknown>): void {
  forget(cache, ['stories', 'featuredStories', 'adminStories']);
}
