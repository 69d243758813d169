import { useSingleFlight } from '../../shared/use-single-flight';
import { AdminCustomerDocument } from './admin-user.page.generated';
import { useAdjustCreditsMutation } from './adjust-credits.generated';
import type { AdjustmentErrors } from './credit-adjustment';

export interface Adjustment {
  amount: number;
  reason: string;
  /** Names this one intent (one opening of the dialog): sent again, it adjusts once. */
  idempotencyKey: string;
}

export type AdjustmentOutcome =
  | { kind: 'adjusted'; balance: number }
  | { kind: 'invalid'; fieldErrors: AdjustmentErrors }
  | { kind: 'refused'; message: string };

const unreachable = 'The credits could not be adjusted. Check your connection and try again.';

/**
 * Gives or takes a user's credits. The new balance is written into the cached user at once, and
 * the user's page is read again for the ledger's new row.
 */
export function useAdjustCredits(userId: string) {
  const [adjustCredits] = useAdjustCreditsMutation({
    update: (cache, { data }) => {
      const result = data?.adjustCredits;
      if (result?.__typename !== 'CreditAdjustmentResult') return;
      cache.modify({
        id: cache.identify({ __typename: 'AdminUser', id: result.userId }),
        fields: { credits: () => result.balance },
      });
    },
    refetchQueries: ({ data }) =>
      data?.adjustCredits.__typename === 'CreditAdjustmentResult' ? [{ query: AdminCustomerDocument, variables: { id: userId } }] : [],
  });
  const flight = useSingleFlight();

  const adjust = ({ amount, reason, idempotencyKey }: Adjustment) =>
    flight.run(async (): Promise<AdjustmentOutcome> => {
      try {
        const { data } = await adjustCredits({ variables: { userId, amount, reason, idempotencyKey } });
        const result = data?.adjustCredits;
        if (!result) throw new Error('adjustCredits answered without data');
        switch (result.__typename) {
          case 'CreditAdjustmentResult':
            return { kind: 'adjusted', balance: result.balance };
          case 'InvalidArgumentError':
            return result.argument === 'amount' || result.argument === 'reason'
              ? { kind: 'invalid', fieldErrors: { [result.argument]: result.message } }
              : { kind: 'refused', message: result.message };
          default:
            return { kind: 'refused', message: result.message };
        }
      } catch (error) {
        console.error('Adjusting credits failed', error);
        return { kind: 'refused', message: unreachable };
      }
    });

  return { saving: flight.running, adjust };
}
