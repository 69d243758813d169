import { Button, Loader, type MantineSize } from '@mantine/core';
import { IconBooks, IconCheck, IconHourglassHigh, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { AddToCartStoryFieldsFragment } from './add-to-cart-button.generated';
import { useAddToCart } from './use-add-to-cart';
import { useCart } from './use-cart';
import { useCartOverlays } from './use-cart-overlays';
import { useOwnedStoryIds } from './use-owned-story-ids';

interface AddToCartButtonProps {
  story: AddToCartStoryFieldsFragment;
  /** Id of the element that names the story, for buttons in a list where each says the same. */
  describedBy?: string;
  size?: MantineSize;
  /** For "In your library", which takes focus when what stood beside it (Use Credits) leaves. */
  libraryLinkRef?: (element: HTMLElement | null) => void;
}

/** Add to Cart, or what stands in its place: In your library, Coming Soon!, or In cart. */
export function AddToCartButton({ story, describedBy, size = 'sm', libraryLinkRef }: AddToCartButtonProps) {
  const owned = useOwnedStoryIds().has(story.id);
  const { cart } = useCart();
  const { openCart } = useCartOverlays();
  const { adding, add } = useAddToCart(story);
  const inCart = cart?.items.some((item) => item.productId === story.productId) ?? false;
  const shared = { size, fullWidth: true, 'aria-describedby': describedBy } as const;
  const iconSize = size === 'sm' || size === 'xs' ? 16 : 18;

  if (owned) {
    return (
      <Button
        {...shared}
        ref={libraryLinkRef}
        component={Link}
        to="/account"
        variant="light"
        leftSection={<IconBooks size={iconSize} aria-hidden />}
      >
        In your library
      </Button>
    );
  }
  if (!story.isAvailable) {
    return (
      <Button {...shared} disabled leftSection={<IconHourglassHigh size={iconSize} aria-hidden />}>
        Coming Soon!
      </Button>
    );
  }
  if (inCart && !adding) {
    return (
      <Button {...shared} variant="light" onClick={openCart} leftSection={<IconCheck size={iconSize} aria-hidden />}>
        In cart
      </Button>
    );
  }
  return (
    <Button
      {...shared}
      disabled={adding}
      onClick={() => void add()}
      leftSection={
        adding ? <Loader size={iconSize - 2} color="currentColor" aria-hidden /> : <IconShoppingCartPlus size={iconSize} aria-hidden />
      }
    >
      {adding ? 'Adding...' : 'Add to Cart'}
    </Button>
  );
}
