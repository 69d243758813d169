import { AdminOrderDocument } from './admin-order.page.generated';
import { useRefundOrderMutation } from './refund-order.generated';
import { useSingleFlight } from '../../shared/use-single-flight';

export type RefundOutcome = { kind: 'refunded' } | { kind: 'invalid-reason'; message: string } | { kind: 'refused'; message: string };

const unreachable = 'The refund could not be made. Check your connection and try again.';

/**
 * Refunds some lines of an order (none: every line not refunded yet) with a reason. The order is
 * read again before the answer is given, so its page shows the refund as soon as the dialog closes.
 */
export function useRefundOrder(orderId: string) {
  const [refundOrder] = useRefundOrderMutation({
    refetchQueries: ({ data }) => (data?.refundOrder.__typename === 'Order' ? [{ query: AdminOrderDocument, variables: { id: orderId } }] : []),
    awaitRefetchQueries: true,
  });
  const flight = useSingleFlight();

  const refund = (lineIds: readonly string[], reason: string) =>
    flight.run(async (): Promise<RefundOutcome> => {
      try {
        const { data } = await refundOrder({ variables: { input: { orderId, lineIds: [...lineIds], reason } } });
        const result = data?.refundOrder;
        if (!result) throw new Error('refundOrder answered without data');
        if (result.__typename === 'Order') return { kind: 'refunded' };
        if (result.__typename === 'InvalidArgumentError' && result.argument === 'reason') {
          return { kind: 'invalid-reason', message: result.message };
        }
        return { kind: 'refused', message: result.message };
      } catch (error) {
        console.error('Refunding an order failed', error);
        return { kind: 'refused', message: unreachable };
      }
    });

  return { refunding: flight.running, refund };
}
