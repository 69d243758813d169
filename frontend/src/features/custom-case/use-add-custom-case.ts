import { useRef, useState } from 'react';
import { writeCart } from '../cart/cart-cache';
import { inCartWriteQueue } from '../cart/cart-write-queue';
import { rateLimitMessageOf } from '../cart/rate-limit-message';
import type { BriefErrors } from './brief-rules';
import { useAddCustomCaseToCartMutation, type CustomCaseBriefInput } from './use-add-custom-case.generated';

/** Spec 3: the Mystery Creator's product. */
export const CUSTOM_CASE_PRODUCT_ID = 'custom-cold-case';

/** Spec 8, "Custom story submit failure". */
export const SUBMIT_FAILED_MESSAGE = 'There was an error submitting your request. Please try again.';

export type AddCustomCaseOutcome =
  | { kind: 'added' }
  /** The server found fields to fix, keyed like the browser's own checks. */
  | { kind: 'invalid'; errors: BriefErrors }
  /** The shop's reason, when it gave one. */
  | { kind: 'failed'; reason: string | null }
  | { kind: 'ignored' };

export interface AddCustomCase {
  adding: boolean;
  add: (brief: CustomCaseBriefInput) => Promise<AddCustomCaseOutcome>;
}

const briefPathPrefix = 'customCaseBrief.';

/**
 * The server names fields from the cart item's details (`customCaseBrief.suspects.2.fullName`); the
 * form from the brief. A fault with the brief as a whole has no field to show beside.
 */
function briefFieldErrors(fieldErrors: readonly { field: string; message: string }[]): BriefErrors {
  return Object.fromEntries(
    fieldErrors
      .filter(({ field }) => field.startsWith(briefPathPrefix))
      .map(({ field, message }) => [field.slice(briefPathPrefix.length), message]),
  );
}

/** Puts a custom case in the cart with its brief, like any other cart change; repeat submits are ignored. */
export function useAddCustomCase(): AddCustomCase {
  const [addCustomCase] = useAddCustomCaseToCartMutation();
  const [adding, setAdding] = useState(false);
  // A ref, not the state: two clicks in the same frame both see `adding` still false.
  const inFlight = useRef(false);

  const add = async (brief: CustomCaseBriefInput): Promise<AddCustomCaseOutcome> => {
    if (inFlight.current) return { kind: 'ignored' };
    inFlight.current = true;
    setAdding(true);
    try {
      const { data } = await inCartWriteQueue(() =>
        addCustomCase({
          variables: { productId: CUSTOM_CASE_PRODUCT_ID, brief },
          update: (cache, { data: answer }) => {
            if (answer?.addToCart.__typename === 'Cart') writeCart(cache, answer.addToCart);
          },
        }),
      );
      const result = data?.addToCart;
      if (!result) throw new Error('addToCart answered without data');
      if (result.__typename === 'Cart') return { kind: 'added' };
      if (result.__typename === 'InvalidDetailsError') {
        const errors = briefFieldErrors(result.fieldErrors);
        if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
        return { kind: 'failed', reason: result.fieldErrors[0]?.message ?? result.message };
      }
      return { kind: 'failed', reason: result.message };
    } catch (error) {
      const tooMany = rateLimitMessageOf(error);
      if (!tooMany) console.error('Adding a custom case to the cart failed', error);
      return { kind: 'failed', reason: tooMany };
    } finally {
      inFlight.current = false;
      setAdding(false);
    }
  };

  return { adding, add };
}
