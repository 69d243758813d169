import { createContext, useContext, useMemo } from 'react';
import { useOwnedStoryIdsQuery } from './use-owned-story-ids.generated';
import type { Shopper } from './use-shopper';

const none: ReadonlySet<string> = new Set();

export const OwnedStoryIdsContext = createContext<ReadonlySet<string> | null>(null);

/** Ids of the stories in the shopper's library, read once for the whole shop (CartProvider); empty for visitors. */
export function useLibraryStoryIds(shopper: Shopper): ReadonlySet<string> {
  const { data } = useOwnedStoryIdsQuery({ skip: shopper.status !== 'customer' });
  return useMemo(() => (data ? new Set(data.myLibrary.map((item) => item.story.id)) : none), [data]);
}

/** Ids of the stories in the signed-in user's library; empty for visitors, who own nothing here yet. */
export function useOwnedStoryIds(): ReadonlySet<string> {
  const ownedStoryIds = useContext(OwnedStoryIdsContext);
  if (!ownedStoryIds) throw new Error('useOwnedStoryIds must be used inside CartProvider');
  return ownedStoryIds;
}
