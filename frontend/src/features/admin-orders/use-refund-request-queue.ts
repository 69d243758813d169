import { nextCursorOf, useLoadMore } from '../admin/use-load-more';
import { useRefundRequestsQuery } from './admin-refund-requests.page.generated';
import { statusOfFilter, type RefundRequestFilter } from './refund-request-filter';

export const refundRequestsPageSize = 25;

/** One status's refund requests, oldest first, read on page by page. */
export function useRefundRequestQueue(filter: RefundRequestFilter) {
  const { data, error, networkStatus, fetchMore, refetch } = useRefundRequestsQuery({
    variables: { status: statusOfFilter(filter), limit: refundRequestsPageSize },
    // Customers ask and other admins answer while the page is open: a filter chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.refundRequests;
  const more = useLoadMore(nextCursorOf(page), networkStatus, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        refundRequests: {
          ...fetchMoreResult.refundRequests,
          items: [...shown.refundRequests.items, ...fetchMoreResult.refundRequests.items],
        },
      }),
    }),
  );

  return {
    requests: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    ...more,
  };
}
