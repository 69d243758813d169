import { Text } from '@mantine/core';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import classes from './cart-dialog.module.css';
import { CartSummary } from './cart-summary';
import { formatItemCount } from './item-count';
import type { CartContents } from './use-cart';
import { useCartOverlays } from './use-cart-overlays';
import { useCheckout } from './use-checkout';
import { useRemoveFromCart } from './use-remove-from-cart';
import { useShopper } from './use-shopper';

interface CartPanelProps {
  cart: CartContents;
  /** What went wrong last, shown until the next action or until the cart closes. */
  problem: string | null;
  setProblem: (problem: string | null) => void;
  onClose: () => void;
}

/** The cart's lines, each removable, and its summary with Checkout; or the empty state. */
export function CartPanel({ cart, problem, setProblem, onClose }: CartPanelProps) {
  const shopper = useShopper();
  const { askForEmail } = useCartOverlays();
  const { removing, remove } = useRemoveFromCart();
  const checkout = useCheckout();

  if (cart.items.length === 0) return <CartEmpty onBrowse={onClose} />;

  const removeLine = async (productId: string) => {
    setProblem(null);
    setProblem(await remove(productId));
  };
  const startCheckout = async () => {
    setProblem(null);
    const outcome = await checkout.start();
    if (outcome.kind === 'needs-email') askForEmail();
    if (outcome.kind === 'refused') setProblem(outcome.message);
  };

  return (
    <>
      <Text size="sm" c="dimmed" className={classes.count}>
        {formatItemCount(cart.count)}
      </Text>
      <ul className={classes.lines} aria-label="Items in your cart">
        {cart.items.map((line) => (
          <CartLineItem
            key={line.productId}
            line={line}
            removing={removing.has(line.productId)}
            onRemove={() => void removeLine(line.productId)}
            onNavigate={onClose}
          />
        ))}
      </ul>
      <CartSummary
        cart={cart}
        onChangeEmail={shopper.status === 'visitor' ? askForEmail : null}
        problem={problem}
        onDismissProblem={() => setProblem(null)}
        checkingOut={checkout.busy}
        onCheckout={() => void startCheckout()}
      />
    </>
  );
}
