import type { OrderPageQuery } from './order.page.generated';

export type OrderView = NonNullable<OrderPageQuery['order']>;

/** Whether the order has a downloadable kit to promise, as opposed to only prints or services. */
export function hasCaseFiles(order: OrderView): boolean {
  return order.lines.some((line) => line.kind === 'STORY_KIT' && line.state !== 'REFUNDED');
}
