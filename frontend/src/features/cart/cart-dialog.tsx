import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { CartPanel } from './cart-panel';
import classes from './cart-dialog.module.css';
import { CartNotReady } from './cart-not-ready';
import { useCartContents } from './use-cart';
import { useShopper } from './use-shopper';

interface CartDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The cart as a panel from the right, or the whole screen on phones. */
export function CartDialog({ opened, onClose }: CartDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // Its own read of the cart, not the shared one: opening the cart after a failed read asks the shop again.
  const { cart, failed, retry } = useCartContents(useShopper());
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={phone ? '100%' : 'md'}
      title="Shopping Cart"
      closeButtonProps={{ 'aria-label': 'Close cart' }}
      returnFocus={false}
      classNames={{ content: classes.content, header: classes.header, title: classes.title, body: classes.body }}
    >
      {cart ? (
        <CartPanel cart={cart} problem={problem} setProblem={setProblem} onClose={close} />
      ) : (
        <CartNotReady failed={failed} onRetry={retry} />
      )}
    </Drawer>
  );
}
