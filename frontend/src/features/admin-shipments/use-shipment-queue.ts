import { useLoadMore } from '../admin/use-load-more';
import { useAdminShipmentsQuery } from './admin-shipments.page.generated';
import { statusOfFilter, type ShipmentFilter } from './shipment-filter';

export const shipmentsPageSize = 20;

/** One status's queue, oldest first, read on page by page with the shop's cursor. */
export function useShipmentQueue(filter: ShipmentFilter) {
  const { data, error, networkStatus, fetchMore, refetch } = useAdminShipmentsQuery({
    variables: { status: statusOfFilter(filter), limit: shipmentsPageSize },
    // Shipments move between statuses while the page is open: a filter chosen again is read afresh.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.shipments;
  const more = useLoadMore(page?.nextCursor ?? null, networkStatus, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        shipments: { ...fetchMoreResult.shipments, items: [...shown.shipments.items, ...fetchMoreResult.shipments.items] },
      }),
    }),
  );

  return {
    shipments: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    ...more,
  };
}
