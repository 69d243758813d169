import { useSingleFlight } from '../../shared/use-single-flight';
import type { OrderAccess } from './order-access';
import { useRequestRefundMutation } from './request-refund.generated';

export type RefundRequestOutcome =
  | { kind: 'requested' }
  | { kind: 'invalid-reason'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'ignored' };

const unreachable = "Your request didn't reach us. Check your connection and try again.";

/** Sends the customer's refund request; the order's cached copy then shows it, without reading the order again. */
export function useRequestRefund({ orderId, accessToken }: OrderAccess) {
  const [requestRefund] = useRequestRefundMutation({
    update: (cache, { data }) => {
      const result = data?.requestRefund;
      if (result?.__typename !== 'RefundRequest') return;
      cache.modify({
        id: cache.identify({ __typename: 'Order', id: orderId }),
        fields: { refundRequest: (_latest, { toReference }) => toReference(result) ?? null },
      });
    },
  });
  const flight = useSingleFlight();

  const send = async (reason: string): Promise<RefundRequestOutcome> => {
    try {
      const { data } = await requestRefund({ variables: { orderId, accessToken, reason } });
      const result = data?.requestRefund;
      if (!result) throw new Error('requestRefund answered without data');
      if (result.__typename === 'RefundRequest') return { kind: 'requested' };
      if (result.__typename === 'InvalidArgumentError' && result.argument === 'reason') {
        return { kind: 'invalid-reason', message: result.message };
      }
      return { kind: 'refused', message: result.message };
    } catch (error) {
      console.error('Requesting a refund failed', error);
      return { kind: 'refused', message: unreachable };
    }
  };

  const request = async (reason: string): Promise<RefundRequestOutcome> =>
    (await flight.run(() => send(reason))) ?? { kind: 'ignored' };

  return { sending: flight.running, request };
}
