import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import { writeCart } from '../cart/cart-cache';
import { inCartWriteQueue } from '../cart/cart-write-queue';
import { rateLimitMessageOf } from '../cart/rate-limit-message';
import { refreshStorySponsorship } from './refresh-story-sponsorship';
import { normalizeSponsorName } from './sponsor-name';
import { useAddSponsorshipToCartMutation } from './use-add-sponsorship.generated';

export type AddSponsorshipOutcome =
  | { kind: 'added' }
  | { kind: 'refused'; message: string }
  | { kind: 'ignored' };

export interface AddSponsorship {
  adding: boolean;
  add: (sponsorName: string) => Promise<AddSponsorshipOutcome>;
}

const addFailedMessage = "We couldn't add the sponsorship to your cart. Check your connection and try again.";

/** Puts a story's sponsorship in the cart with the name it will show, like any other cart change. */
export function useAddSponsorship(storyId: string, productId: string): AddSponsorship {
  const client = useApolloClient();
  const [addSponsorship] = useAddSponsorshipToCartMutation();
  const [adding, setAdding] = useState(false);
  // A ref, not the state: two submits in the same frame both see `adding` still false.
  const inFlight = useRef(false);

  const add = async (sponsorName: string): Promise<AddSponsorshipOutcome> => {
    if (inFlight.current) return { kind: 'ignored' };
    inFlight.current = true;
    setAdding(true);
    try {
      const { data } = await inCartWriteQueue(() =>
        addSponsorship({
          variables: { productId, sponsorName: normalizeSponsorName(sponsorName) },
          update: (cache, { data: answer }) => {
            if (answer?.addToCart.__typename === 'Cart') writeCart(cache, answer.addToCart);
          },
        }),
      );
      const result = data?.addToCart;
      if (!result) throw new Error('addToCart answered without data');
      if (result.__typename === 'Cart') return { kind: 'added' };
      // Sponsored by someone else first, or coming soon again: the story catches up before the
      // refusal is told, so the dialog that tells it closes onto a story that no longer offers it.
      if (result.__typename === 'ProductUnavailableError') await refreshStorySponsorship(client, storyId);
      return { kind: 'refused', message: result.message };
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      if (!tooMany) console.error('Adding a sponsorship to the cart failed', error);
      return { kind: 'refused', message: tooMany ?? addFailedMessage };
    } finally {
      inFlight.current = false;
      setAdding(false);
    }
  };

  return { adding, add };
}
