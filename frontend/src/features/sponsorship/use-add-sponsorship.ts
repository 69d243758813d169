import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import type { AddToCartEventName } from '../analytics/analytics-events';
import { storyEventProperties } from '../analytics/story-event-properties';
import { useAnalytics } from '../analytics/use-analytics';
import { writeCart } from '../cart/cart-cache';
import { inCartWriteQueue } from '../cart/cart-write-queue';
import { rateLimitMessageOf } from '../cart/rate-limit-message';
import { refreshStorySponsorship } from './refresh-story-sponsorship';
import type { SponsorButtonStoryFieldsFragment } from './sponsor-button.generated';
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

/**
 * Puts a story's sponsorship in the cart with the name it will show, like any other cart change;
 * tracked as an add to cart of the story, with the sponsorship's product.
 */
export function useAddSponsorship(story: SponsorButtonStoryFieldsFragment, productId: string): AddSponsorship {
  const client = useApolloClient();
  const [addSponsorship] = useAddSponsorshipToCartMutation();
  const { track } = useAnalytics();
  const tell = (name: AddToCartEventName) => track(name, storyEventProperties(story, productId));
  const [adding, setAdding] = useState(false);
  // A ref, not the state: two submits in the same frame both see `adding` still false.
  const inFlight = useRef(false);

  const add = async (sponsorName: string): Promise<AddSponsorshipOutcome> => {
    if (inFlight.current) return { kind: 'ignored' };
    tell('Add To Cart Click');
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
      if (result.__typename === 'Cart') {
        tell('Add To Cart Success');
        return { kind: 'added' };
      }
      tell('Add To Cart Failed');
      // Sponsored by someone else first, or coming soon again: the story catches up before the
      // refusal is told, so the dialog that tells it closes onto a story that no longer offers it.
      if (result.__typename === 'ProductUnavailableError') await refreshStorySponsorship(client, story.id);
      return { kind: 'refused', message: result.message };
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      tell(tooMany ? 'Add To Cart Failed' : 'Add To Cart Error');
      if (!tooMany) console.error('Adding a sponsorship to the cart failed', error);
      return { kind: 'refused', message: tooMany ?? addFailedMessage };
    } finally {
      inFlight.current = false;
      setAdding(false);
    }
  };

  return { adding, add };
}
