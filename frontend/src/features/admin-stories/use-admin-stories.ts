import { nextCursorOf, useLoadMore } from '../admin/use-load-more';
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
  // While another view loads, the last one stays on screen (marked busy) rather than a blank page.
  const page = (data ?? previousData)?.adminStories;
  const more = useLoadMore(nextCursorOf(page), networkStatus, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        adminStories: {
          ...fetchMoreResult.adminStories,
          items: [...shown.adminStories.items, ...fetchMoreResult.adminStories.items],
        },
      }),
    }),
  );

  return {
    stories: page?.items ?? null,
    refreshing: data === undefined && page !== undefined,
    total: page?.total ?? 0,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    ...more,
  };
}
