import { createContext, useContext, useMemo } from 'react';
import { useCartContentsQuery, type CartContentsFieldsFragment } from './use-cart.generated';
import type { Shopper } from './use-shopper';

export type CartContents = CartContentsFieldsFragment;
export type CartLine = CartContents['items'][number];

export interface CartState {
  /** Null until the cart has arrived (or when it could not be read). */
  cart: CartContents | null;
  failed: boolean;
  retry: () => void;
}

export const CartContext = createContext<CartState | null>(null);

/**
 * The shopper's cart, read once for the whole shop (CartProvider); every cart change writes into the same cached
 * query, so all readers stay in step.
 */
export function useCartContents(shopper: Shopper): CartState {
  // A visitor's cart is named by their cookie: the server renders every page for nobody in particular.
  const { data, error, refetch } = useCartContentsQuery({ skip: shopper.status === 'pending', ssr: false });
  const cart = data?.cart ?? null;
  const failed = Boolean(error) && !cart;
  return useMemo(() => ({ cart, failed, retry: () => void refetch().catch(() => undefined) }), [cart, failed, refetch]);
}

/** The caller's cart. */
export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}
