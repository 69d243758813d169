import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';
import type { AnalyticsRangeInput } from './analytics-report.generated';
import { useAnalyticsSessionsQuery } from './recent-sessions.generated';

export const sessionsPageSize = 25;

/** The range's sessions, newest first, read on a page at a time with the server's cursor. */
export function useSessionPages(range: AnalyticsRangeInput) {
  const { data, error, networkStatus, fetchMore, refetch } = useAnalyticsSessionsQuery({
    variables: { range, limit: sessionsPageSize },
    // Sessions keep arriving while the page is open: a range chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
  const page = data?.analyticsSessions;
  const nextCursor = page?.hasMore ? (page.endCursor ?? null) : null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setFailedCursor(null);
    fetchMore({
      variables: { after: nextCursor },
      updateQuery: (shown, { fetchMoreResult }) => ({
        analyticsSessions: {
          ...fetchMoreResult.analyticsSessions,
          items: [...shown.analyticsSessions.items, ...fetchMoreResult.analyticsSessions.items],
        },
      }),
    }).catch(() => setFailedCursor(nextCursor));
  };

  return {
    sessions: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    hasMore: nextCursor !== null,
    loadingMore,
    loadMoreFailed: nextCursor !== null && nextCursor === failedCursor,
    loadMore,
  };
}
