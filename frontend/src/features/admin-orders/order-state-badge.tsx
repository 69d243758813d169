import { Badge, type MantineColor } from '@mantine/core';
import type { OrderLineState, OrderState } from '../../graphql/types.generated';

export const orderStateLabels: Record<OrderState, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FULFILLED: 'Fulfilled',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

const stateColors: Record<OrderState | OrderLineState, MantineColor> = {
  PENDING: 'gray',
  PAID: 'blue',
  FULFILLED: 'teal',
  CANCELLED: 'gray',
  REFUNDED: 'brass',
};

/** Where an order, or one of its lines, stands (the two share their states' names). */
export function OrderStateBadge({ state }: { state: OrderState | OrderLineState }) {
  return (
    <Badge variant="light" color={stateColors[state]}>
      {orderStateLabels[state]}
    </Badge>
  );
}
