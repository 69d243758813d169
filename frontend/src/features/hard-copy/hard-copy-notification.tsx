import { Anchor, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { hideNotification, showNotification } from '../../shared/show-notification';
import type { ShippingOption } from './shipping-options';

/** Longer than a plain success toast: this one carries a button, which takes a moment to reach. */
const ADDED_TOAST_MS = 6000;

export interface AddedHardCopy {
  storyId: string;
  storyTitle: string;
  option: ShippingOption;
  /** "Toronto, Canada": where it ships, so the customer sees the address they meant. */
  shipsTo: string;
}

export function notifyHardCopyAdded({ storyId, storyTitle, option, shipsTo }: AddedHardCopy, openCart: () => void): void {
  // One toast per story: ordering another copy replaces it rather than stacking a second.
  const id = `hard-copy-added-${storyId}`;
  const viewCart = () => {
    hideNotification(id);
    openCart();
  };

  showNotification({
    id,
    title: 'Hard copy added to your cart',
    message: (
      <Text size="sm" component="span">
        {storyTitle} ({option.label}) ships to {shipsTo} once you check out.{' '}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={viewCart}>
          View cart
        </Anchor>
      </Text>
    ),
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: ADDED_TOAST_MS,
  });
}
