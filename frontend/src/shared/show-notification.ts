import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a toast. The toast library is loaded beside the page (see app.tsx), not in the
 * catalogue's first download, so it is imported when the first toast is due.
 */
export function showNotification(notification: NotificationData): void {
  import('@mantine/notifications')
    .then(({ notifications }) => notifications.show(notification))
    .catch((error: unknown) => console.error('Could not show a notification', error));
}

/** Takes a toast down early, e.g. once the user has followed its link. */
export function hideNotification(id: string): void {
  import('@mantine/notifications')
    .then(({ notifications }) => notifications.hide(id))
    .catch((error: unknown) => console.error('Could not hide a notification', error));
}
