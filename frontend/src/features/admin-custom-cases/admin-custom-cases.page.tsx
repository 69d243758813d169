import { Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { usePageTitle } from '../../shared/use-page-title';
import { AdminGate } from '../admin/admin-gate';
import {
  customCaseFilterOf,
  customCaseFilters,
  defaultCustomCaseFilter,
  emptyQueueText,
  type CustomCaseFilter,
} from './custom-case-filter';
import classes from './admin-custom-cases.module.css';
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

function AdminCustomCases() {
  usePageTitle('Custom Cases');
  const [params, setParams] = useSearchParams();
  const filter = customCaseFilterOf(params.get('status'));

  const choose = (value: string) => {
    const chosen = customCaseFilterOf(value);
    setParams(chosen === defaultCustomCaseFilter ? {} : { status: chosen }, { replace: true });
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
        <div className={classes.heading}>
          <Title order={1}>Custom Cases</Title>
          <Text c="dimmed" size="lg" mt="xs">
            Mystery Creator briefs to write and deliver, oldest order first.
          </Text>
        </div>
        <NativeSelect
          label="Status"
          w={180}
          value={filter}
          onChange={(event) => choose(event.currentTarget.value)}
          data={customCaseFilters.map(({ value, label }) => ({ value, label }))}
        />
      </Group>
      <CustomCaseQueue filter={filter} />
    </Container>
  );
}

/** `/admin/custom-cases`: the operator's queue of commissions, for admins only (the server refuses anyone else). */
export function AdminCustomCasesPage() {
  return (
    <AdminGate>
      <AdminCustomCases />
    </AdminGate>
  );
}
