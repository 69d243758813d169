import { InMemoryCache, type FieldMergeFunction } from '@apollo/client';
import generatedPossibleTypes from '../graphql/possible-types.generated';

interface StoryPageShape {
  items: readonly unknown[];
}

/**
 * Cursor pages of one catalogue view (same filter, sort and page size) are appended to
 * each other; a request without `after` starts that view afresh.
 */
export const mergeStoryPages: FieldMergeFunction<StoryPageShape, StoryPageShape> = (existing, incoming, { args }) => {
  if (!existing || !args?.after) return incoming;
  return { ...incoming, items: [...existing.items, ...incoming.items] };
};

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: generatedPossibleTypes.possibleTypes,
    typePolicies: {
      // The dashboard is one object without an id read by two queries (the page, and another revenue
      // range): their fields are merged into it, not one answer replacing the other's.
      AdminDashboard: { merge: true },
      Query: {
        fields: {
          stories: { keyArgs: ['filter', 'sort', 'limit'], merge: mergeStoryPages },
        },
      },
    },
  });
}
