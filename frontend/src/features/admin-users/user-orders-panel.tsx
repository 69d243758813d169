import { Stack, Text } from '@mantine/core';
import { LoadError } from '../../shared/load-error';
import { LoadMoreFooter } from '../admin/load-more-footer';
import { DetailPanel } from '../admin/detail-panel';
import { OrdersTable } from '../admin-orders/orders-table';
import { useAdminOrderList } from '../admin-orders/use-admin-order-list';

function UserOrders({ userId }: { userId: string }) {
  const list = useAdminOrderList({ userId });

  if (list.failed) return <LoadError onRetry={list.retry} />;
  if (!list.orders) {
    return (
      <Text c="dimmed" size="sm" role="status">
        Loading orders...
      </Text>
    );
  }
  if (list.orders.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No order placed yet.
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

/** The user's orders, newest first, each opening the order's page. */
export function UserOrdersPanel({ userId }: { userId: string }) {
  return (
    <DetailPanel title="Orders" unframed>
      <UserOrders userId={userId} />
    </DetailPanel>
  );
}
