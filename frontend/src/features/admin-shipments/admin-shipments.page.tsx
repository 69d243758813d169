import { Stack, Text } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { LoadMoreFooter } from '../admin/load-more-footer';
import { OrdersQueueSection } from '../admin-orders/orders-queue-section';
import { defaultShipmentFilter, emptyQueueText, shipmentFilterOf, shipmentFilters, type ShipmentFilter } from './shipment-filter';
import { ShipmentsTable } from './shipments-table';
import { useShipmentQueue } from './use-shipment-queue';

function ShipmentQueue({ filter }: { filter: ShipmentFilter }) {
  const queue = useShipmentQueue(filter);

  if (queue.failed) return <LoadError onRetry={queue.retry} />;
  if (!queue.shipments) return <FingerprintLoader />;
  if (queue.shipments.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyQueueText(filter)}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <ShipmentsTable shipments={queue.shipments} />
      <LoadMoreFooter {...queue} failedText="The next shipments did not load." />
    </Stack>
  );
}

/** `/admin/shipments`: the operator's hard-copy queue, for admins only (the server refuses anyone else). */
export function AdminShipmentsPage() {
  return (
    <OrdersQueueSection
      title="Shipments"
      description="Printed hard copies to post, oldest order first."
      filters={shipmentFilters}
      filterOf={shipmentFilterOf}
      defaultFilter={defaultShipmentFilter}
    >
      {(filter) => <ShipmentQueue filter={filter} />}
    </OrdersQueueSection>
  );
}
