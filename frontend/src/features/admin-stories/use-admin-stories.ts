import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';
import { toAdminStoryFilter, type AdminStoryView } from './admin-story-view';
import { useAdminStoriesQuery } from './admin-stories.page.generated';

export const adminStoriesPageSize = 25;

/** One view of every story, read on page by page with the shop's cursor. */
export function useAdminStories(view: AdminStoryView) {
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useAdminStoriesQuery({
    variables: {
      filter: toAdminStoryFilter(view),
      sort: view.sort,
      descending: view.descending,
      limit: adminStoriesPageSize,
    },
    // Sales and edits move on while the page is open: a view chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
  // While another view loads, the last one stays on screen (marked busy) rather than a blank page.
  const page = (data ?? previousData)?.adminStories;
  const nextCursor = page?.hasMore ? (page.endCursor ?? null) : null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setFailedCursor(null);
    fetchMore({
      variables: { after: nextCursor },
      updateQuery: (shown, { fetchMoreResult }) => ({
        adminStories: {
          ...fetchMoreResult.adminStories,
          items: [...shown.adminStories.items, ...fetchMoreResult.adminStories.items],
        },
      }),
    }).catch(() => setFailedCursor(nextCursor));
  };

  return {
    stories: page?.items ?? null,
    refreshing: data === undefined && page !== undefined,
    total: page?.total ?? 0,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    hasMore: nextCursor !== null,
    loadingMore,
    loadMoreFailed: nextCursor !== null && nextCursor === failedCursor,
    loadMore,
  };
}
