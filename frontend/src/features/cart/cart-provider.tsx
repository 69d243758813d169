import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { readCustomerEmail } from './customer-email';
import { CartContext, useCartContents } from './use-cart';
import { useCartOverlayState } from './use-cart-overlay-state';
import { CartOverlaysContext, type CartOverlays } from './use-cart-overlays';
import { useCartSync } from './use-cart-sync';
import { OwnedStoryIdsContext, useLibraryStoryIds } from './use-owned-story-ids';
import { ShopperContext, useSessionShopper } from './use-shopper';

// Neither overlay is needed to browse, so their code loads on the first click of a cart button.
const CartDialog = lazy(() => import('./cart-dialog').then((module) => ({ default: module.CartDialog })));
const EmailPrompt = lazy(() => import('./email-prompt').then((module) => ({ default: module.EmailPrompt })));

/**
 * Holds the shopper, their cart and library, the cart's dialog and email prompt for the whole shop, and mirrors the
 * cart into local storage. Read here once, not by each of a page's buttons: a button reads what it needs from here.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const shopper = useSessionShopper();
  const cartState = useCartContents(shopper);
  const { cart } = cartState;
  const ownedStoryIds = useLibraryStoryIds(shopper);
  const overlay = useCartOverlayState();
  useCartSync(cart, shopper);

  // The buttons call these on a click, after any render: they read the latest state from here.
  const latest = useRef({ cart, shopper, show: overlay.show });
  useEffect(() => {
    latest.current = { cart, shopper, show: overlay.show };
  });
  // One value for the life of the page: a new one on every cart change would re-render every
  // reader, and would make the browser take over a server-rendered page in one long task.
  const overlays = useMemo<CartOverlays>(
    () => ({
      openCart: () => {
        const { cart: current, shopper: who, show } = latest.current;
        const emailKnown = readCustomerEmail() !== null || Boolean(current?.email);
        show(who.status === 'visitor' && !emailKnown ? 'email' : 'cart');
      },
      askForEmail: () => latest.current.show('email'),
    }),
    [],
  );

  // Handed on as transitions: a cart or session arriving while the page is still being taken over would otherwise
  // make React take the rest of it over at once, in one long task (main.tsx).
  const sharedShopper = useDeferredValue(shopper);
  const sharedCart = useDeferredValue(cartState);
  const sharedOwnedStoryIds = useDeferredValue(ownedStoryIds);

  return (
    <ShopperContext.Provider value={sharedShopper}>
      <CartContext.Provider value={sharedCart}>
        <OwnedStoryIdsContext.Provider value={sharedOwnedStoryIds}>
          <CartOverlaysContext.Provider value={overlays}>
            {children}
            {overlay.mounted.has('email') && (
              <Suspense fallback={null}>
                <EmailPrompt opened={overlay.shown === 'email'} onClose={overlay.close} onSaved={() => overlay.show('cart')} />
              </Suspense>
            )}
            {overlay.mounted.has('cart') && (
              <Suspense fallback={null}>
                <CartDialog opened={overlay.shown === 'cart'} onClose={overlay.close} />
              </Suspense>
            )}
          </CartOverlaysContext.Provider>
        </OwnedStoryIdsContext.Provider>
      </CartContext.Provider>
    </ShopperContext.Provider>
  );
}
