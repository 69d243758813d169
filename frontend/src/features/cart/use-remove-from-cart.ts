import { useRef, useState } from 'react';
import { writeCart } from './cart-cache';
import { inCartWriteQueue } from './cart-write-queue';
import { isUsableProductId } from './product-id';
import { useRemoveFromCartMutation } from './use-remove-from-cart.generated';

export interface RemoveFromCart {
  /** Product ids being taken out right now. */
  removing: ReadonlySet<string>;
  /** Resolves to why the product could not be removed, or null once it is out. */
  remove: (productId: string) => Promise<string | null>;
}

const removeFailedMessage = "We couldn't remove that item. Please try again.";

export function useRemoveFromCart(): RemoveFromCart {
  const [removeFromCart] = useRemoveFromCartMutation();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());

  const settle = (productId: string) => {
    inFlight.current.delete(productId);
    setRemoving(new Set(inFlight.current));
  };

  const remove = async (productId: string): Promise<string | null> => {
    if (!isUsableProductId(productId)) {
      console.error('Invalid product ID for removal');
      return removeFailedMessage;
    }
    if (inFlight.current.has(productId)) return null;
    inFlight.current.add(productId);
    setRemoving(new Set(inFlight.current));
    try {
      const { data } = await inCartWriteQueue(() =>
        removeFromCart({
          variables: { productId },
          update: (cache, { data: answer }) => {
            if (answer?.removeFromCart.__typename === 'Cart') writeCart(cache, answer.removeFromCart);
          },
        }),
      );
      const result = data?.removeFromCart;
      if (result?.__typename === 'Cart') return null;
      return result?.message ?? removeFailedMessage;
    } catch (error) {
      console.error('Removing from the cart failed', error);
      return removeFailedMessage;
    } finally {
      settle(productId);
    }
  };

  return { removing, remove };
}
