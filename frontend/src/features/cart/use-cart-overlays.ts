import { createContext, useContext } from 'react';

export interface CartOverlays {
  /** What the cart button does: a visitor with no email on file is asked for one first, anyone else sees the cart. */
  openCart: () => void;
  /** Asks for the email the order confirmation goes to, then shows the cart. */
  askForEmail: () => void;
}

export const CartOverlaysContext = createContext<CartOverlays | null>(null);

export function useCartOverlays(): CartOverlays {
  const overlays = useContext(CartOverlaysContext);
  if (!overlays) throw new Error('useCartOverlays must be used inside CartProvider');
  return overlays;
}
