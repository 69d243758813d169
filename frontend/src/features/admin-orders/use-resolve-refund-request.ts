import { AdminOrderDocument } from './admin-order.page.generated';
import {
  useApproveRefundRequestMutation,
  useDeclineRefundRequestMutation,
  type ApproveRefundRequestMutation,
  type DeclineRefundRequestMutation,
} from './resolve-refund-request.generated';
import { useSingleFlight } from '../../shared/use-single-flight';

export type ResolveOutcome = { kind: 'resolved' } | { kind: 'refused'; message: string };

type Answer = ApproveRefundRequestMutation['approveRefundRequest'] | DeclineRefundRequestMutation['declineRefundRequest'];

const unreachable = 'The request could not be answered. Check your connection and try again.';

interface ResolveOptions {
  requestId: string;
  orderId: string;
  /** On the order's page: read the order again, since approving refunds its lines and either adds to its history. */
  refetchOrder: boolean;
}

/** Approves or declines a customer's refund request; its new status reaches every list through the cache. */
export function useResolveRefundRequest({ requestId, orderId, refetchOrder }: ResolveOptions) {
  const refetch = {
    refetchQueries: refetchOrder ? [{ query: AdminOrderDocument, variables: { id: orderId } }] : [],
    awaitRefetchQueries: true,
  };
  const [approve] = useApproveRefundRequestMutation(refetch);
  const [decline] = useDeclineRefundRequestMutation(refetch);
  const flight = useSingleFlight();

  const settle = (send: () => Promise<Answer | undefined>) =>
    flight.run(async (): Promise<ResolveOutcome> => {
      try {
        const answer = await send();
        if (!answer) throw new Error('The refund request answered without data');
        return answer.__typename === 'RefundRequest' ? { kind: 'resolved' } : { kind: 'refused', message: answer.message };
      } catch (error) {
        console.error('Answering a refund request failed', error);
        return { kind: 'refused', message: unreachable };
      }
    });

  return {
    resolving: flight.running,
    approve: () => settle(async () => (await approve({ variables: { requestId } })).data?.approveRefundRequest),
    decline: (note: string) => settle(async () => (await decline({ variables: { requestId, note } })).data?.declineRefundRequest),
  };
}
