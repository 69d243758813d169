import type { OrderState } from '../../graphql/types.generated';

/** What the order page says first, per state; orders without a kit have no case files to promise. */
export function orderHeadline(state: OrderState, hasCaseFiles: boolean): string {
  switch (state) {
    case 'PENDING':
      return 'Waiting for payment…';
    case 'PAID':
      return hasCaseFiles
        ? 'Payment received — preparing your case files…'
        : 'Payment received — preparing your order…';
    case 'FULFILLED':
      return hasCaseFiles ? 'Your case files are ready' : 'Thank you — your order is confirmed';
    case 'CANCELLED':
      return 'This checkout was not completed';
    case 'REFUNDED':
      return 'This order was refunded';
  }
}
