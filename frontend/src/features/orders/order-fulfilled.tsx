import { Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { OrderAccess } from './order-access';
import { FulfilledLineRow } from './fulfilled-line-row';
import { OrderHeader } from './order-header';
import { orderHeadline } from './order-headline';
import { OrderLibraryNote } from './order-library-note';
import { OrderStateMark } from './order-state-mark';
import { OrderSummary } from './order-summary';
import { hasCaseFiles, type OrderView } from './order-view';

export function OrderFulfilled({ order, access }: { order: OrderView; access: OrderAccess }) {
  const withCaseFiles = hasCaseFiles(order);
  return (
    <Stack gap="xl">
      <OrderHeader
        visual={<OrderStateMark icon={IconCircleCheck} color="teal" />}
        number={order.number}
        headline={orderHeadline(order.state, withCaseFiles)}
      >
        We sent the confirmation to <strong>{order.email}</strong>.
        {withCaseFiles && ' Download your kits below, and come back to this page whenever you need them again.'}
      </OrderHeader>
      <OrderSummary summary={order} renderLine={(line) => <FulfilledLineRow line={line} access={access} />} />
      {withCaseFiles && <OrderLibraryNote email={order.email} />}
    </Stack>
  );
}
