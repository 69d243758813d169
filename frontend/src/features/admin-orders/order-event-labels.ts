import type { OrderEventKind } from '../../graphql/types.generated';

export const orderEventLabels: Record<OrderEventKind, string> = {
  PLACED: 'Placed',
  PAID: 'Paid',
  FULFILLED: 'Fulfilled',
  CANCELLED: 'Cancelled',
  LINE_REFUNDED: 'Refunded',
  REFUND_REQUESTED: 'Refund requested',
  REFUND_DECLINED: 'Refund declined',
  SHIPPED: 'Shipped',
  CASE_DELIVERED: 'Custom case delivered',
};
