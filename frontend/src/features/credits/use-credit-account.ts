import { useShopper } from '../cart/use-shopper';
import { useCreditAccountQuery, type CreditAccountQuery } from './use-credit-account.generated';

export type CreditAccount = CreditAccountQuery['myCredits'];

export type CreditAccountState =
  /** Visitors have no credits. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; account: CreditAccount };

/**
 * The signed-in user's credits, read once they are registered with the shop. Every reader shares
 * the one cached query, so a redemption anywhere updates every balance and button at once.
 */
export function useCreditAccount(): CreditAccountState {
  const shopper = useShopper();
  const { data, error, refetch } = useCreditAccountQuery({
    skip: shopper.status !== 'customer',
    notifyOnNetworkStatusChange: true,
  });

  if (shopper.status === 'visitor') return { status: 'none' };
  if (data) return { status: 'ready', account: data.myCredits };
  if (error) return { status: 'failed', retry: () => void refetch().catch(() => undefined) };
  return { status: 'loading' };
}
