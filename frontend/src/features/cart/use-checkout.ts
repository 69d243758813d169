import { useRef, useState } from 'react';
import { redirectToPayment } from './redirect-to-payment';
import { useCheckoutCartMutation } from './use-checkout.generated';

export type CheckoutOutcome =
  | { kind: 'redirecting' }
  /** The shop has no email to send the confirmation to. */
  | { kind: 'needs-email' }
  | { kind: 'refused'; message: string }
  | { kind: 'ignored' };

export interface Checkout {
  /** True from the click until the browser leaves for the payment page (or checkout is refused). */
  busy: boolean;
  start: () => Promise<CheckoutOutcome>;
}

const checkoutFailedMessage = "We couldn't reach the payment page. Please try again.";

/** Turns the cart into an order and sends the browser to the payment provider's hosted page. */
export function useCheckout(): Checkout {
  const [checkout] = useCheckoutCartMutation();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const start = async (): Promise<CheckoutOutcome> => {
    if (inFlight.current) return { kind: 'ignored' };
    inFlight.current = true;
    setBusy(true);
    const outcome = await checkout()
      .then(({ data }): CheckoutOutcome => {
        const result = data?.checkout;
        if (!result) return { kind: 'refused', message: checkoutFailedMessage };
        if (result.__typename === 'CheckoutSession') {
          redirectToPayment(result.redirectUrl);
          return { kind: 'redirecting' };
        }
        if (result.__typename === 'InvalidArgumentError' && result.argument === 'email') return { kind: 'needs-email' };
        return { kind: 'refused', message: result.message };
      })
      .catch((error: unknown): CheckoutOutcome => {
        console.error('Checkout could not start', error);
        return { kind: 'refused', message: checkoutFailedMessage };
      });
    // While the browser is leaving, the button keeps saying so and stays disabled.
    if (outcome.kind !== 'redirecting') {
      inFlight.current = false;
      setBusy(false);
    }
    return outcome;
  };

  return { busy, start };
}
