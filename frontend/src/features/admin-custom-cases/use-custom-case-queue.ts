import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';
import { useAdminCustomCasesQuery } from './admin-custom-cases.page.generated';
import { statusOfFilter, type CustomCaseFilter } from './custom-case-filter';

export const customCasesPageSize = 20;

/** One status's queue, oldest first, read on page by page with the shop's cursor. */
export function useCustomCaseQueue(filter: CustomCaseFilter) {
  const { data, error, networkStatus, fetchMore, refetch } = useAdminCustomCasesQuery({
    variables: { status: statusOfFilter(filter), limit: customCasesPageSize },
    // Cases move between statuses while the page is open: a filter chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
  const page = data?.customCases;
  const nextCursor = page?.nextCursor ?? null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setFailedCursor(null);
    fetchMore({
      variables: { after: nextCursor },
      updateQuery: (shown, { fetchMoreResult }) => ({
        customCases: {
          ...fetchMoreResult.customCases,
          items: [...shown.customCases.items, ...fetchMoreResult.customCases.items],
        },
      }),
    }).catch(() => setFailedCursor(nextCursor));
  };

  return {
    customCases: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    hasMore: nextCursor !== null,
    loadingMore,
    loadMoreFailed: nextCursor !== null && nextCursor === failedCursor,
    loadMore,
  };
}
