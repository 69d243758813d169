import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import type { AddToCartEventName } from '../analytics/analytics-events';
import { storyEventProperties } from '../analytics/story-event-properties';
import { useAnalytics } from '../analytics/use-analytics';
import type { AddToCartStoryFieldsFragment } from './add-to-cart-button.generated';
import { writeCart } from './cart-cache';
import { inCartWriteQueue } from './cart-write-queue';
import { notifyAdded, notifyAddError, notifyAddRefused } from './cart-notifications';
import { isUsableProductId } from './product-id';
import { rateLimitMessageOf } from './rate-limit-message';
import { useAddToCartMutation } from './use-add-to-cart.generated';
import { OwnedStoryIdsDocument } from './use-owned-story-ids.generated';

export interface AddToCart {
  adding: boolean;
  add: () => Promise<void>;
}

/**
 * Spec 4, "Add to cart": idle, adding (repeat clicks ignored), then a toast for success or failure.
 * Each click is tracked, then its end: Success, Failed (the shop refused) or Error (no answer).
 */
export function useAddToCart(story: AddToCartStoryFieldsFragment): AddToCart {
  const client = useApolloClient();
  const [addToCart] = useAddToCartMutation();
  const [adding, setAdding] = useState(false);
  // A ref, not the state: two clicks in the same frame both see `adding` still false.
  const inFlight = useRef(false);
  const { track } = useAnalytics();
  const tell = (name: AddToCartEventName) => track(name, storyEventProperties(story));

  const add = async () => {
    if (inFlight.current) return;
    tell('Add To Cart Click');
    const productId = story.productId.trim();
    if (productId === '') {
      tell('Add To Cart Error');
      notifyAddError('Missing product ID');
      return;
    }
    if (!isUsableProductId(productId)) {
      console.error('Invalid product ID');
      tell('Add To Cart Failed');
      notifyAddRefused('Invalid product ID');
      return;
    }
    inFlight.current = true;
    setAdding(true);
    try {
      const { data } = await inCartWriteQueue(() =>
        addToCart({
          variables: { productId },
          update: (cache, { data: answer }) => {
            if (answer?.addToCart.__typename === 'Cart') writeCart(cache, answer.addToCart);
          },
        }),
      );
      const result = data?.addToCart;
      if (!result) throw new Error('addToCart answered without data');
      if (result.__typename === 'Cart') {
        tell('Add To Cart Success');
        notifyAdded(story.title);
        return;
      }
      tell('Add To Cart Failed');
      notifyAddRefused(result.message);
      if (result.__typename === 'AlreadyOwnedError') {
        // Bought on another device meanwhile: the button should now say so. A failed refetch changes nothing.
        client.refetchQueries({ include: [OwnedStoryIdsDocument] }).catch(() => undefined);
      }
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      if (tooMany) {
        tell('Add To Cart Failed');
        notifyAddRefused(tooMany);
        return;
      }
      console.error('Adding to the cart failed', error);
      tell('Add To Cart Error');
      notifyAddError('Check your connection and try again.');
    } finally {
      inFlight.current = false;
      setAdding(false);
    }
  };

  return { adding, add };
}
