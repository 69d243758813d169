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
  /**
   * Closes, gives focus back to the opener, then runs `next`: an overlay that `next` opens in
   * turn sees the opener as what had focus, and gives focus back to it in its turn.
   */
  handOver: (next: () => void) => void;
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
  const handOver = (next: () => void) => {
    handlers.close();
    const target = opener.current;
    opener.current = null;
    setTimeout(() => {
      if (target?.isConnected) target.focus();
      next();
    }, 0);
  };
  const close = () => handOver(() => undefined);

  return { opened, mounted: mounted || opened, open, close, handOver, toggle: () => (opened ? close() : open()) };
}
