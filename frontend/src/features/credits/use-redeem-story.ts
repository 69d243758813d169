import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import { rateLimitMessageOf } from '../cart/rate-limit-message';
import { refreshCreditsAndLibrary } from './refresh-credits-and-library';
import { useRedeemStoryWithCreditsMutation } from './use-redeem-story.generated';

export type RedeemOutcome =
  | { kind: 'redeemed' }
  /** The shop refused, or could not be reached: `message` says why, for the user. */
  | { kind: 'refused'; message: string }
  /** A request for this story is already on its way. */
  | { kind: 'ignored' };

export interface RedeemStory {
  redeeming: boolean;
  /** `idempotencyKey` names the user's intent: a retry of the same intent spends nothing twice. */
  redeem: (idempotencyKey: string) => Promise<RedeemOutcome>;
}

const unreachableMessage = "We couldn't reach the shop. Check your connection and try again.";

/** "Use Credits": one story into the library for credits (design 4). */
export function useRedeemStory(storyId: string): RedeemStory {
  const client = useApolloClient();
  const [redeemWithCredits] = useRedeemStoryWithCreditsMutation();
  const [redeeming, setRedeeming] = useState(false);
  // A ref, not the state: two clicks in the same frame both see `redeeming` still false.
  const inFlight = useRef(false);

  const redeem = async (idempotencyKey: string): Promise<RedeemOutcome> => {
    if (inFlight.current) return { kind: 'ignored' };
    inFlight.current = true;
    setRedeeming(true);
    try {
      const { data } = await redeemWithCredits({ variables: { storyId, idempotencyKey } });
      const result = data?.redeemStoryWithCredits;
      if (!result) throw new Error('redeemStoryWithCredits answered without data');
      if (result.__typename === 'CreditRedemption') {
        refreshCreditsAndLibrary(client);
        return { kind: 'redeemed' };
      }
      // Spent or bought on another device meanwhile: the balance and the buttons catch up.
      if (result.__typename === 'InsufficientCreditsError' || result.__typename === 'AlreadyOwnedError') {
        refreshCreditsAndLibrary(client);
      }
      return { kind: 'refused', message: result.message };
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      if (!tooMany) console.error('Redeeming a story with credits failed', error);
      return { kind: 'refused', message: tooMany ?? unreachableMessage };
    } finally {
      inFlight.current = false;
      setRedeeming(false);
    }
  };

  return { redeeming, redeem };
}
