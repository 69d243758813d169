import { useDisclosure } from '@mantine/hooks';
import { useRef, useState } from 'react';

export interface OverlayDisclosure {
  opened: boolean;
  /**
   * True from the first opening on: the overlay mounts (and its code loads) only when first
   * needed, then stays mounted so it can play its closing transition.
   */
  mounted: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

export function useOverlayDisclosure(): OverlayDisclosure {
  const [opened, handlers] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  // A lazily mounted overlay is born open, so Mantine never sees what had focus before it;
  // the element that opened it is remembered here and gets focus back on close.
  const opener = useRef<HTMLElement | null>(null);

  const open = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted(true);
    handlers.open();
  };
  const close = () => {
    handlers.close();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) setTimeout(() => target.focus(), 0);
  };

  return { opened, mounted: mounted || opened, open, close, toggle: () => (opened ? close() : open()) };
}
