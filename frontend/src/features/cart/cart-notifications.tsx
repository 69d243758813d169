import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { showNotification } from '../../shared/show-notification';

/** Spec 9: the added-to-cart toast stays 3 s; error toasts 4 s. */
export const ADDED_TOAST_MS = 3000;
const ERROR_TOAST_MS = 4000;

export function notifyAdded(storyTitle: string): void {
  showNotification({
    title: 'Added to cart!',
    message: `${storyTitle} is waiting in your cart.`,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: ADDED_TOAST_MS,
  });
}

/** The shop answered and refused: `detail` is its reason. */
export function notifyAddRefused(detail: string): void {
  showNotification({
    title: 'Failed to add item to cart. Please try again.',
    message: detail,
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    autoClose: ERROR_TOAST_MS,
  });
}

/** Something broke before the shop could answer. */
export function notifyAddError(detail: string): void {
  showNotification({
    title: 'There was an error adding the item to your cart.',
    message: detail,
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    autoClose: ERROR_TOAST_MS,
  });
}
