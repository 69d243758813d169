import { NetworkStatus } from '@apollo/client';
import { useShopper } from '../cart/use-shopper';
import { useCreditAccountQuery, type CreditAccountQuery } from './use-credit-account.generated';

export type CreditAccount = CreditAccountQuery['myCredits'];

export type CreditAccountState =
  /** Visitors have no credits. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** Asking again after a failure: what showed the failure can show the retry under way. */
  | { status: 'retrying' }
  | { status: 'ready'; account: CreditAccount };

/**
 * The signed-in user's credits, read once they are registered with the shop. Every reader shares
 * the one cached query, so a redemption anywhere updates every balance and button at once.
 */
export function useCreditAccount(): CreditAccountState {
  const shopper = useShopper();
  const { data, error, networkStatus, refetch } = useCreditAccountQuery({
    skip: shopper.status !== 'customer',
    notifyOnNetworkStatusChange: true,
  });

  if (shopper.status === 'visitor') return { status: 'none' };
  if (data) return { status: 'ready', account: data.myCredits };
  if (error) return { status: 'failed', retry: () => void refetch().catch(() => undefined) };
  // Apollo forgets the error while it asks again; asking again without data follows a failure.
  if (networkStatus === NetworkStatus.refetch) return { status: 'retrying' };
  return { status: 'loading' };
}
