import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';

interface CursorPage {
  hasMore: boolean;
  endCursor: string | null;
}

/**
 * "Load more" for a cursor-paged list: reads the page after the last one shown, once at a time,
 * and remembers when that failed so the list can say so.
 */
export function useLoadMore(
  page: CursorPage | undefined,
  networkStatus: NetworkStatus,
  fetchAfter: (cursor: string) => Promise<unknown>,
) {
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
  const nextCursor = page?.hasMore ? page.endCursor : null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setFailedCursor(null);
    fetchAfter(nextCursor).catch(() => setFailedCursor(nextCursor));
  };

  return {
    hasMore: nextCursor !== null,
    loadingMore,
    loadMoreFailed: nextCursor !== null && nextCursor === failedCursor,
    loadMore,
  };
}
