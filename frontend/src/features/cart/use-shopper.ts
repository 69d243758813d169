import { createContext, useContext, useMemo } from 'react';
import { useAuthSession } from '../auth/use-auth-session';
import { RegisteredUserIdContext } from '../auth/viewer-registration';

/**
 * Who the cart belongs to. `pending` while the session is being checked, and for a signed-in
 * user until the shop has registered them, so a cart is never read for the wrong person.
 */
export type Shopper = { status: 'pending' } | { status: 'visitor' } | { status: 'customer'; email: string | null };

const pending: Shopper = { status: 'pending' };
const visitor: Shopper = { status: 'visitor' };

export const ShopperContext = createContext<Shopper | null>(null);

/**
 * The shopper as the session says, for CartProvider to hand to the whole shop. The value changes only when the
 * shopper does: the session also changes when the identity SDK arrives, which must not redraw every button.
 */
export function useSessionShopper(): Shopper {
  const session = useAuthSession();
  const registeredUserId = useContext(RegisteredUserIdContext);
  const customer = session.status === 'signed-in' && registeredUserId === session.user.id ? session.user : null;
  const status = session.status === 'signed-out' ? 'visitor' : customer ? 'customer' : 'pending';
  const email = customer?.email ?? null;
  return useMemo<Shopper>(() => {
    if (status === 'customer') return { status, email };
    return status === 'visitor' ? visitor : pending;
  }, [status, email]);
}

export function useShopper(): Shopper {
  const shopper = useContext(ShopperContext);
  if (!shopper) throw new Error('useShopper must be used inside CartProvider');
  return shopper;
}
