import { Stack, Text } from '@mantine/core';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { LoadMoreFooter } from '../admin/load-more-footer';
import { OrdersQueueSection } from '../admin-orders/orders-queue-section';
import {
  customCaseFilterOf,
  customCaseFilters,
  defaultCustomCaseFilter,
  emptyQueueText,
  type CustomCaseFilter,
} from './custom-case-filter';
import { CustomCasesTable } from './custom-cases-table';
import { useCustomCaseQueue } from './use-custom-case-queue';

function CustomCaseQueue({ filter }: { filter: CustomCaseFilter }) {
  const queue = useCustomCaseQueue(filter);

  if (queue.failed) return <LoadError onRetry={queue.retry} />;
  if (!queue.customCases) return <FingerprintLoader />;
  if (queue.customCases.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyQueueText(filter)}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <CustomCasesTable customCases={queue.customCases} />
      <LoadMoreFooter {...queue} failedText="The next custom cases did not load." />
    </Stack>
  );
}

/** `/admin/custom-cases`: the operator's queue of commissions, for admins only (the server refuses anyone else). */
export function AdminCustomCasesPage() {
  return (
    <OrdersQueueSection
      title="Custom Cases"
      description="Mystery Creator briefs to write and deliver, oldest order first."
      filters={customCaseFilters}
      filterOf={customCaseFilterOf}
      defaultFilter={defaultCustomCaseFilter}
    >
      {(filter) => <CustomCaseQueue filter={filter} />}
    </OrdersQueueSection>
  );
}
