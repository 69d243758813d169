import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';
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
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
  const page = data?.shipments;
  const nextCursor = page?.nextCursor ?? null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setFailedCursor(null);
    fetchMore({
      variables: { after: nextCursor },
      updateQuery: (shown, { fetchMoreResult }) => ({
        shipments: { ...fetchMoreResult.shipments, items: [...shown.shipments.items, ...fetchMoreResult.shipments.items] },
      }),
    }).catch(() => setFailedCursor(nextCursor));
  };

  return {
    shipments: page?.items ?? null,
    failed: !page && error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    hasMore: nextCursor !== null,
    loadingMore,
    loadMoreFailed: nextCursor !== null && nextCursor === failedCursor,
    loadMore,
  };
}
