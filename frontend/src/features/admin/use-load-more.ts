import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';

/** A page of a list the shop reads on by cursor. */
interface CursorPage {
  hasMore: boolean;
  endCursor?: string | null;
}

/** Where the list reads on from after this page, or null when it was the last. */
export function nextCursorOf(page: CursorPage | undefined): string | null {
  return page?.hasMore ? (page.endCursor ?? null) : null;
}

/**
 * "Load more" for a cursor-paged list: reads the page after `nextCursor`, once at a time, and
 * remembers when that failed so the list can say so.
 */
export function useLoadMore(
  nextCursor: string | null,
  networkStatus: NetworkStatus,
  fetchAfter: (cursor: string) => Promise<unknown>,
) {
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
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
