import { QueueList } from '../admin/queue-list';
import { OrdersQueueSection } from '../admin-orders/orders-queue-section';
import { defaultShipmentFilter, emptyQueueText, shipmentFilterOf, shipmentFilters, type ShipmentFilter } from './shipment-filter';
import { ShipmentsTable } from './shipments-table';
import { useShipmentQueue } from './use-shipment-queue';

function ShipmentQueue({ filter }: { filter: ShipmentFilter }) {
  const { shipments, ...queue } = useShipmentQueue(filter);
  return (
    <QueueList items={shipments} emptyText={emptyQueueText(filter)} failedText="The next shipments did not load." {...queue}>
      {(items) => <ShipmentsTable shipments={items} />}
    </QueueList>
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
