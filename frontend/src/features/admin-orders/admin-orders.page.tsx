import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { AdminOrderFilter } from '../../graphql/types.generated';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { AdminSection } from '../admin/admin-section';
import { LoadMoreFooter } from '../admin/load-more-footer';
import { adminOrderFilterOf, orderFilterParams, orderFiltersOf, type OrderFilters } from './order-filters';
import { OrderFiltersBar } from './order-filters-bar';
import { OrdersSectionNav } from './orders-section-nav';
import { OrdersTable } from './orders-table';
import { useAdminOrderList } from './use-admin-order-list';

function OrderList({ filter, filtered }: { filter: AdminOrderFilter; filtered: boolean }) {
  const list = useAdminOrderList(filter);

  if (list.failed) return <LoadError onRetry={list.retry} />;
  if (!list.orders) return <FingerprintLoader />;
  if (list.orders.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {filtered ? 'No order matches these filters.' : 'No order has been placed yet.'}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <OrdersTable orders={list.orders} />
      <LoadMoreFooter {...list} failedText="The next orders did not load." />
    </Stack>
  );
}

/** `/admin/orders`: every order, newest first, filtered by state, product, dates and number or email. */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersOf(params);
  const filter = adminOrderFilterOf(filters);

  const change = (next: OrderFilters) => setParams(orderFilterParams(next), { replace: true });

  return (
    <AdminSection title="Orders" description="Every order, newest first: its payment, lines, history and refunds.">
      <OrdersSectionNav />
      <OrderFiltersBar filters={filters} onChange={change} />
      <OrderList filter={filter} filtered={Object.keys(filter).length > 0} />
    </AdminSection>
  );
}
