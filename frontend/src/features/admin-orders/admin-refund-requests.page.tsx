import { Stack, Text } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { LoadMoreFooter } from '../admin/load-more-footer';
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
  const queue = useRefundRequestQueue(filter);

  if (queue.failed) return <LoadError onRetry={queue.retry} />;
  if (!queue.requests) return <FingerprintLoader />;
  if (queue.requests.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyQueueText(filter)}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <RefundRequestsTable requests={queue.requests} />
      <LoadMoreFooter {...queue} failedText="The next refund requests did not load." />
    </Stack>
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
