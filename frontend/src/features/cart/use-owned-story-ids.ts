import { useMemo } from 'react';
import { useOwnedStoryIdsQuery } from './use-owned-story-ids.generated';
import { useShopper } from './use-shopper';

const none: ReadonlySet<string> = new Set();

/** Ids of the stories in the signed-in user's library; empty for visitors, who own nothing here yet. */
export function useOwnedStoryIds(): ReadonlySet<string> {
  const shopper = useShopper();
  const { data } = useOwnedStoryIdsQuery({ skip: shopper.status !== 'customer' });
  return useMemo(() => (data ? new Set(data.myLibrary.map((item) => item.story.id)) : none), [data]);
}
