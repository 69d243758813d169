import { NativeSelect, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { AdminSection } from '../admin/admin-section';
import { LoadMoreFooter } from './load-more-footer';
import { OrdersSectionNav } from './orders-section-nav';
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
  const [params, setParams] = useSearchParams();
  const filter = refundRequestFilterOf(params.get('status'));

  const choose = (value: string) => {
    const chosen = refundRequestFilterOf(value);
    setParams(chosen === defaultRefundRequestFilter ? {} : { status: chosen }, { replace: true });
  };

  return (
    <AdminSection
      title="Refund Requests"
      description="Refunds customers asked for, oldest first."
      actions={
        <NativeSelect
          label="Status"
          w={180}
          value={filter}
          onChange={(event) => choose(event.currentTarget.value)}
          data={refundRequestFilters.map(({ value, label }) => ({ value, label }))}
        />
      }
    >
      <OrdersSectionNav />
      <RefundRequestQueue filter={filter} />
    </AdminSection>
  );
}
