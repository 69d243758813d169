import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { AdminSection } from '../admin/admin-section';
import { OrdersSectionNav } from '../admin-orders/orders-section-nav';
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
      {queue.loadMoreFailed && (
        <Text size="sm" c="red" ta="center" role="alert">
          The next shipments did not load. Try again.
        </Text>
      )}
      {queue.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={queue.loadMore} loading={queue.loadingMore}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** `/admin/shipments`: the operator's hard-copy queue, for admins only (the server refuses anyone else). */
export function AdminShipmentsPage() {
  const [params, setParams] = useSearchParams();
  const filter = shipmentFilterOf(params.get('status'));

  const choose = (value: string) => {
    const chosen = shipmentFilterOf(value);
    setParams(chosen === defaultShipmentFilter ? {} : { status: chosen }, { replace: true });
  };

  return (
    <AdminSection
      title="Shipments"
      description="Printed hard copies to post, oldest order first."
      actions={
        <NativeSelect
          label="Status"
          w={180}
          value={filter}
          onChange={(event) => choose(event.currentTarget.value)}
          data={shipmentFilters.map(({ value, label }) => ({ value, label }))}
        />
      }
    >
      <OrdersSectionNav />
      <ShipmentQueue filter={filter} />
    </AdminSection>
  );
}
