import type { AdminOrderFilter } from '../../graphql/types.generated';
import { nextCursorOf, useLoadMore } from '../admin/use-load-more';
import { useAdminOrdersQuery } from './admin-orders.page.generated';

export const ordersPageSize = 25;

/** The orders a filter picks, newest first, read on page by page. */
export function useAdminOrderList(filter: AdminOrderFilter) {
  const { data, error, networkStatus, fetchMore, refetch } = useAdminOrdersQuery({
    variables: { filter, limit: ordersPageSize },
    // Orders are placed, paid and refunded while the page is open: a filter chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.adminOrders;
  const more = useLoadMore(nextCursorOf(page), networkStatus, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        adminOrders: { ...fetchMoreResult.adminOrders, items: [...shown.adminOrders.items, ...fetchMoreResult.adminOrders.items] },
      }),
    }),
  );

  return {
    orders: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    ...more,
  };
}
