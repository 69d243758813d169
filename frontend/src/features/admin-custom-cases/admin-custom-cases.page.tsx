import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { AdminSection } from '../admin/admin-section';
import { OrdersSectionNav } from '../admin-orders/orders-section-nav';
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
      {queue.loadMoreFailed && (
        <Text size="sm" c="red" role="alert" ta="center">
          The next custom cases did not load. Try again.
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

/** `/admin/custom-cases`: the operator's queue of commissions, for admins only (the server refuses anyone else). */
export function AdminCustomCasesPage() {
  const [params, setParams] = useSearchParams();
  const filter = customCaseFilterOf(params.get('status'));

  const choose = (value: string) => {
    const chosen = customCaseFilterOf(value);
    setParams(chosen === defaultCustomCaseFilter ? {} : { status: chosen }, { replace: true });
  };

  return (
    <AdminSection
      title="Custom Cases"
      description="Mystery Creator briefs to write and deliver, oldest order first."
      actions={
        <NativeSelect
          label="Status"
          w={180}
          value={filter}
          onChange={(event) => choose(event.currentTarget.value)}
          data={customCaseFilters.map(({ value, label }) => ({ value, label }))}
        />
      }
    >
      <OrdersSectionNav />
      <CustomCaseQueue filter={filter} />
    </AdminSection>
  );
}
