import { useCartContentsQuery, type CartContentsFieldsFragment } from './use-cart.generated';
import { useShopper } from './use-shopper';

export type CartContents = CartContentsFieldsFragment;
export type CartLine = CartContents['items'][number];

export interface CartState {
  /** Null until the cart has arrived (or when it could not be read). */
  cart: CartContents | null;
  failed: boolean;
  retry: () => void;
}

/** The caller's cart; every cart change writes into the same cached query, so all readers stay in step. */
export function useCart(): CartState {
  const shopper = useShopper();
  // A visitor's cart is named by their cookie: the server renders every page for nobody in particular.
  const { data, error, refetch } = useCartContentsQuery({ skip: shopper.status === 'pending', ssr: false });
  const cart = data?.cart ?? null;

  return {
    cart,
    failed: Boolean(error) && !cart,
    retry: () => void refetch().catch(() => undefined),
  };
}
