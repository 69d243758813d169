import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { formatPriceCents } from '../../shared/format/format-price';
import classes from './cart-dialog.module.css';
import type { CartContents } from './use-cart';

interface CartSummaryProps {
  cart: CartContents;
  /** Shown to visitors, whose email the shop only knows because they typed it. */
  onChangeEmail: (() => void) | null;
  problem: string | null;
  onDismissProblem: () => void;
  checkingOut: boolean;
  onCheckout: () => void;
}

/** The foot of the cart: total, where the confirmation goes, what went wrong, and Checkout. */
export function CartSummary(props: CartSummaryProps) {
  const { cart, onChangeEmail, problem, onDismissProblem, checkingOut, onCheckout } = props;

  return (
    <div className={classes.summary}>
      <Group justify="space-between" align="baseline">
        <Text fw={600}>Total</Text>
        <Text className={classes.total}>{formatPriceCents(cart.totalCents)}</Text>
      </Group>
      {cart.email && (
        <Text size="sm" c="dimmed" className={classes.email}>
          Confirmation goes to <strong>{cart.email}</strong>
          {onChangeEmail && (
            <>
              {' · '}
              <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
                Change
              </Anchor>
            </>
          )}
        </Text>
      )}
      {problem && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismissProblem}
        >
          {problem}
        </Alert>
      )}
      <Button size="lg" fullWidth disabled={checkingOut} onClick={onCheckout} leftSection={<IconLock size={18} aria-hidden />}>
        {checkingOut ? 'Redirecting to payment...' : 'Checkout'}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        Prices in US dollars. You'll pay on our payment partner's secure page.
      </Text>
    </div>
  );
}
