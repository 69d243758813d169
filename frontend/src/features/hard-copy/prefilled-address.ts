import { useViewer } from '../auth/use-viewer';
import { readCustomerEmail } from '../cart/customer-email';
import { useCart } from '../cart/use-cart';
import { useShopper } from '../cart/use-shopper';
import { emptyShippingAddress, type ShippingAddressValues } from './shipping-address';

/**
 * What the form can fill in for the customer: a signed-in user's name and email from their
 * profile, a visitor's email from the one they gave for their cart. All of it stays editable:
 * a hard copy may be a gift.
 */
export function usePrefilledAddress(): ShippingAddressValues {
  const shopper = useShopper();
  const viewer = useViewer();
  const { cart } = useCart();
  const signedIn = shopper.status === 'customer';
  const profile = viewer.status === 'ready' ? viewer.viewer : null;
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const email =
    (signedIn ? shopper.email : null) ?? profile?.email ?? readCustomerEmail({ includeAccount: signedIn }) ?? cart?.email ?? '';
  return { ...emptyShippingAddress, fullName, email };
}
