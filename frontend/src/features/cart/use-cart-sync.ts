import { useEffect, useRef } from 'react';
import { mirrorCartItems } from './cart-mirror';
import { forgetAccountEmail, readCustomerEmail, saveCustomerEmail } from './customer-email';
import type { CartContents } from './use-cart';
import { useSaveCartEmail } from './use-save-cart-email';
import type { Shopper } from './use-shopper';

/**
 * Keeps the browser and the shop in step (spec 4, "Cart set-up"): the cart's products are
 * mirrored into local storage after every change; a signed-in user's email becomes the stored
 * customer email, and leaves with them when they sign out; and a returning visitor's stored email is given to their new cart, so
 * checkout does not ask for it again.
 */
export function useCartSync(cart: CartContents | null, shopper: Shopper): void {
  const { save } = useSaveCartEmail();
  const offeredEmail = useRef<string | null>(null);

  useEffect(() => {
    if (cart) mirrorCartItems(cart.items);
  }, [cart]);

  const customerEmail = shopper.status === 'customer' ? shopper.email : null;
  const signedOut = shopper.status === 'visitor';
  useEffect(() => {
    if (customerEmail) saveCustomerEmail(customerEmail, 'account');
    else if (signedOut) forgetAccountEmail();
  }, [customerEmail, signedOut]);

  const needsEmail = shopper.status === 'visitor' && cart !== null && cart.count > 0 && cart.email === null;
  useEffect(() => {
    const stored = needsEmail ? readCustomerEmail() : null;
    // Offered once: an email the shop refuses is asked for again by the prompt at checkout.
    if (!stored || offeredEmail.current === stored) return;
    offeredEmail.current = stored;
    void save(stored);
  }, [needsEmail, save]);
}
