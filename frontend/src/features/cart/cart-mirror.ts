/** Spec 3: the cart's products are mirrored in local storage, one of each. */
export const CART_MIRROR_KEY = 'checkout-cart-items';

export interface MirroredCartItem {
  productId: string;
  quantity: 1;
}

export function mirrorCartItems(items: readonly { productId: string }[]): void {
  const mirrored: MirroredCartItem[] = items.map(({ productId }) => ({ productId, quantity: 1 }));
  try {
    window.localStorage.setItem(CART_MIRROR_KEY, JSON.stringify(mirrored));
  } catch {
    // The server keeps the cart; a mirror that cannot be written loses nothing.
  }
}
