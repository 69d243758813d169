import { NetworkStatus } from '@apollo/client';
import { createContext, useContext, useMemo } from 'react';
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

export const CreditAccountContext = createContext<CreditAccountState | null>(null);

const none: CreditAccountState = { status: 'none' };
const loading: CreditAccountState = { status: 'loading' };
const retrying: CreditAccountState = { status: 'retrying' };

/**
 * The signed-in user's credits, read once they are registered with the shop, once for the whole shop
 * (CreditAccountProvider): a redemption anywhere updates every balance and button at once.
 */
export function useCreditAccountQueryState(): CreditAccountState {
  const shopper = useShopper();
  const { data, error, networkStatus, refetch } = useCreditAccountQuery({
    skip: shopper.status !== 'customer',
    notifyOnNetworkStatusChange: true,
  });
  const account = data?.myCredits;
  const failed = Boolean(error);
  // Apollo forgets the error while it asks again; asking again without data follows a failure.
  const asking = networkStatus === NetworkStatus.refetch;
  return useMemo<CreditAccountState>(() => {
    if (shopper.status === 'visitor') return none;
    if (account) return { status: 'ready', account };
    if (failed) return { status: 'failed', retry: () => void refetch().catch(() => undefined) };
    return asking ? retrying : loading;
  }, [shopper.status, account, failed, asking, refetch]);
}

/** The signed-in user's credits. */
export function useCreditAccount(): CreditAccountState {
  const credits = useContext(CreditAccountContext);
  if (!credits) throw new Error('useCreditAccount must be used inside CreditAccountProvider');
  return credits;
}
