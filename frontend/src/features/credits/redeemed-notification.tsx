import { Anchor, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { hideNotification, showNotification } from '../../shared/show-notification';

const libraryPath = '/account';
/** Longer than a plain success toast: this one carries a link, which takes a moment to reach. */
const REDEEMED_TOAST_MS = 6000;

interface RedeemedNotice {
  storyId: string;
  storyTitle: string;
  /** Shows My Library in this tab. Toasts live outside the router, so the caller navigates. */
  openLibrary: (path: string) => void;
}

export function notifyRedeemed({ storyId, storyTitle, openLibrary }: RedeemedNotice): void {
  // A story is redeemed once, so its id names the toast.
  const id = `redeemed-${storyId}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab as links do; a plain one stays in the shop's single page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    hideNotification(id);
    openLibrary(libraryPath);
  };

  showNotification({
    id,
    title: `${storyTitle} is in your library`,
    message: (
      <Text size="sm" component="span">
        Download its case file whenever you like.{' '}
        <Anchor href={libraryPath} size="sm" fw={600} onClick={follow}>
          Open My Library
        </Anchor>
      </Text>
    ),
    color: 'teal',
    icon: <IconBooks size={18} aria-hidden />,
    autoClose: REDEEMED_TOAST_MS,
  });
}
