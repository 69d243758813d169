import { nextCursorOf, useLoadMore } from '../admin/use-load-more';
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
  const page = data?.analyticsSessions;
  const more = useLoadMore(nextCursorOf(page), networkStatus, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        analyticsSessions: {
          ...fetchMoreResult.analyticsSessions,
          items: [...shown.analyticsSessions.items, ...fetchMoreResult.analyticsSessions.items],
        },
      }),
    }),
  );

  return {
    sessions: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    ...more,
  };
}
