import { QueueList } from '../admin/queue-list';
import { OrdersQueueSection } from './orders-queue-section';
import {
  defaultRefundRequestFilter,
  emptyQueueText,
  refundRequestFilterOf,
  refundRequestFilters,
  type RefundRequestFilter,
} from './refund-request-filter';
import { RefundRequestsTable } from './refund-requests-table';
import { useRefundRequestQueue } from './use-refund-request-queue';

function RefundRequestQueue({ filter }: { filter: RefundRequestFilter }) {
  const { requests, ...queue } = useRefundRequestQueue(filter);
  return (
    <QueueList items={requests} emptyText={emptyQueueText(filter)} failedText="The next refund requests did not load." {...queue}>
      {(items) => <RefundRequestsTable requests={items} />}
    </QueueList>
  );
}

/** `/admin/refund-requests`: the refunds customers asked for, oldest first, to approve or decline. */
export function AdminRefundRequestsPage() {
  return (
    <OrdersQueueSection
      title="Refund Requests"
      description="Refunds customers asked for, oldest first."
      filters={refundRequestFilters}
      filterOf={refundRequestFilterOf}
      defaultFilter={defaultRefundRequestFilter}
    >
      {(filter) => <RefundRequestQueue filter={filter} />}
    </OrdersQueueSection>
  );
}
