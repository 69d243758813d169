import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './cart-button.module.css';
import { formatItemCount } from './item-count';
import { useCart } from './use-cart';
import { useCartOverlays } from './use-cart-overlays';

/** The header's cart: an icon with the number of items, opening the cart (or first the email prompt). */
export function CartButton() {
  const { cart } = useCart();
  const { openCart } = useCartOverlays();
  const countId = useId();
  const count = cart?.count ?? 0;

  return (
    <div className={classes.root}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Shopping cart"
        aria-describedby={count > 0 ? countId : undefined}
        onClick={openCart}
      >
        <IconShoppingBag size={18} aria-hidden />
      </ActionIcon>
      {count > 0 && (
        <>
          <span className={classes.count} aria-hidden>
            {count > 99 ? '99+' : count}
          </span>
          <VisuallyHidden id={countId}>{formatItemCount(count)}</VisuallyHidden>
        </>
      )}
    </div>
  );
}
