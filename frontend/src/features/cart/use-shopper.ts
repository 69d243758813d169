import { useContext } from 'react';
import { useAuthSession } from '../auth/use-auth-session';
import { RegisteredUserIdContext } from '../auth/viewer-registration';

/**
 * Who the cart belongs to. `pending` while the session is being checked, and for a signed-in
 * user until the shop has registered them, so a cart is never read for the wrong person.
 */
export type Shopper = { status: 'pending' } | { status: 'visitor' } | { status: 'customer'; email: string | null };

export function useShopper(): Shopper {
  const session = useAuthSession();
  const registeredUserId = useContext(RegisteredUserIdContext);
  if (session.status === 'signed-out') return { status: 'visitor' };
  if (session.status === 'signed-in' && registeredUserId === session.user.id) {
    return { status: 'customer', email: session.user.email };
  }
  return { status: 'pending' };
}
