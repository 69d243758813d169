import { useRef, useState } from 'react';
import type { AddToCartEventName } from '../analytics/analytics-events';
import { storyEventProperties } from '../analytics/story-event-properties';
import { useAnalytics } from '../analytics/use-analytics';
import { writeCart } from '../cart/cart-cache';
import { inCartWriteQueue } from '../cart/cart-write-queue';
import { rateLimitMessageOf } from '../cart/rate-limit-message';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';
import { addressFieldOf, toShippingAddressInput, type ShippingAddressErrors, type ShippingAddressValues } from './shipping-address';
import { useAddHardCopyToCartMutation } from './use-add-hard-copy.generated';

export type AddHardCopyOutcome =
  | { kind: 'added' }
  /** The shop refused some fields, each with its reason; `message` says what no field stands for. */
  | { kind: 'invalid'; fieldErrors: ShippingAddressErrors; message: string | null }
  /** Nothing was added: `detail` is the shop's reason when it gave one. */
  | { kind: 'failed'; detail: string | null }
  | { kind: 'ignored' };

export interface AddHardCopy {
  processing: boolean;
  add: (productId: string, address: ShippingAddressValues) => Promise<AddHardCopyOutcome>;
}

type FieldError = { field: string; message: string };

function invalidOutcome(fieldErrors: readonly FieldError[], message: string): AddHardCopyOutcome {
  const byField: ShippingAddressErrors = {};
  const unplaced: string[] = [];
  for (const error of fieldErrors) {
    const field = addressFieldOf(error.field);
    if (field && !byField[field]) byField[field] = error.message;
    else if (!field) unplaced.push(error.message);
  }
  if (unplaced.length > 0) return { kind: 'invalid', fieldErrors: byField, message: unplaced.join(' ') };
  // With every reason beside its field, the summary would only repeat them.
  return { kind: 'invalid', fieldErrors: byField, message: Object.keys(byField).length > 0 ? null : message };
}

/**
 * Spec 4, "Hard-copy dialog": the chosen option's product goes into the cart with its address;
 * repeat submits are ignored. Tracked as an add to cart of the story, with the print's product.
 */
export function useAddHardCopy(story: HardCopyStoryFieldsFragment): AddHardCopy {
  const [addHardCopy] = useAddHardCopyToCartMutation();
  const { track } = useAnalytics();
  const [processing, setProcessing] = useState(false);
  // A ref, not the state: two submits in the same frame both see `processing` still false.
  const inFlight = useRef(false);

  const add = async (productId: string, address: ShippingAddressValues): Promise<AddHardCopyOutcome> => {
    if (inFlight.current) return { kind: 'ignored' };
    const tell = (name: AddToCartEventName) => track(name, storyEventProperties(story, productId));
    tell('Add To Cart Click');
    inFlight.current = true;
    setProcessing(true);
    try {
      const { data } = await inCartWriteQueue(() =>
        addHardCopy({
          variables: { productId, shippingAddress: toShippingAddressInput(address) },
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
      if (result.__typename === 'InvalidDetailsError') return invalidOutcome(result.fieldErrors, result.message);
      return { kind: 'failed', detail: result.message };
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      tell(tooMany ? 'Add To Cart Failed' : 'Add To Cart Error');
      if (!tooMany) console.error('Adding a hard copy to the cart failed', error);
      return { kind: 'failed', detail: tooMany };
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  return { processing, add };
}
