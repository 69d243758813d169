import { Container, Stack, VisuallyHidden } from '@mantine/core';
import type { OrderAccess } from './order-access';
import { OrderCancelled } from './order-cancelled';
import { OrderFulfilled } from './order-fulfilled';
import { orderHeadline } from './order-headline';
import { OrderInProgress } from './order-in-progress';
import { OrderRefundPanel } from './order-refund-panel';
import { OrderRefunded } from './order-refunded';
import { hasCaseFiles, type OrderView } from './order-view';

function OrderStateView({ order, access }: { order: OrderView; access: OrderAccess }) {
  switch (order.state) {
    case 'PENDING':
    case 'PAID':
      return <OrderInProgress order={order} />;
    case 'FULFILLED':
      return <OrderFulfilled order={order} access={access} />;
    case 'REFUNDED':
      return <OrderRefunded order={order} />;
    case 'CANCELLED':
      return <OrderCancelled order={order} />;
  }
}

export function OrderContent({ order, access }: { order: OrderView; access: OrderAccess }) {
  const settledAsDeadEnd = order.state === 'CANCELLED';
  return (
    <>
      {/* The page changes by itself while the customer waits; this tells screen readers when it does. */}
      <VisuallyHidden role="status">{orderHeadline(order.state, hasCaseFiles(order))}</VisuallyHidden>
      {settledAsDeadEnd ? (
        <OrderStateView order={order} access={access} />
      ) : (
        <Container size="md" py={{ base: 'xl', md: 48 }}>
          <Stack gap="xl">
            <OrderStateView order={order} access={access} />
            <OrderRefundPanel order={order} orderNumber={order.number} access={access} />
          </Stack>
        </Container>
      )}
    </>
  );
}
