import { NetworkStatus } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useCataloguePageQuery } from './catalogue.page.generated';
import { isNarrowed, toStoryFilter, type CatalogueView } from './catalogue-view';

export const storiesPageSize = 16;

/** The catalogue query for one view, with cursor pagination and its failure state. */
export function useCatalogueStories(view: CatalogueView) {
  const { data, error, networkStatus, fetchMore, refetch } = useCataloguePageQuery({
    variables: {
      filter: toStoryFilter(view),
      sort: view.sort,
      limit: storiesPageSize,
      // Featured stories would push search results below the fold, so they step aside while narrowing.
      includeFeatured: !isNarrowed(view),
    },
    notifyOnNetworkStatusChange: true,
  });
  const [failedCursor, setFailedCursor] = useState<string | null>(null);

  const page = data?.stories;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMoreFailed = page?.endCursor != null && page.endCursor === failedCursor;

  const loadMore = useCallback(() => {
    const after = page?.endCursor;
    if (!page?.hasMore || !after || loadingMore) return;
    fetchMore({ variables: { after, includeFeatured: false } }).catch(() => setFailedCursor(after));
  }, [page, loadingMore, fetchMore]);

  return {
    featuredStories: data?.featuredStories ?? [],
    page,
    firstPageFailed: !page && error !== undefined,
    loadingMore,
    loadMoreFailed,
    canLoadMore: page?.hasMore === true && !loadingMore && !loadMoreFailed,
    loadMore,
    retryLoadMore: () => setFailedCursor(null),
    retryingFirstPage: networkStatus === NetworkStatus.refetch,
    // A failed retry shows through the query's error state, so its rejection needs no handling here.
    retryFirstPage: () => refetch().catch(() => undefined),
  };
}
