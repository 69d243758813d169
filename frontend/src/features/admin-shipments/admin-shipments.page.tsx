import { Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { usePageTitle } from '../../shared/use-page-title';
import { AdminGate } from '../admin/admin-gate';
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

function AdminShipments() {
  usePageTitle('Shipments');
  const [params, setParams] = useSearchParams();
  const filter = shipmentFilterOf(params.get('status'));

  const choose = (value: string) => {
    const chosen = shipmentFilterOf(value);
    setParams(chosen === defaultShipmentFilter ? {} : { status: chosen }, { replace: true });
  };

  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Anchor component={Link} to="/admin" size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Admin Dashboard
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="xs" mb="lg" gap="md">
        <div>
          <Title order={1}>Shipments</Title>
          <Text c="dimmed" size="lg" mt="xs">
            Printed hard copies to post, oldest order first.
          </Text>
        </div>
        <NativeSelect
          label="Status"
          w={180}
          value={filter}
          onChange={(event) => choose(event.currentTarget.value)}
          data={shipmentFilters.map(({ value, label }) => ({ value, label }))}
        />
      </Group>
      <ShipmentQueue filter={filter} />
    </Container>
  );
}

/** `/admin/shipments`: the operator's hard-copy queue, for admins only (the server refuses anyone else). */
export function AdminShipmentsPage() {
  return (
    <AdminGate>
      <AdminShipments />
    </AdminGate>
  );
}
