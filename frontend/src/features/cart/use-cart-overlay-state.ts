import { useRef, useState } from 'react';

export type CartOverlay = 'email' | 'cart';

export interface CartOverlayState {
  shown: CartOverlay | null;
  /** Overlays shown at least once: their code has loaded, and they stay mounted to play their closing transition. */
  mounted: ReadonlySet<CartOverlay>;
  show: (overlay: CartOverlay) => void;
  close: () => void;
}

/**
 * One overlay at a time: the email prompt hands over to the cart without focus bouncing back
 * to the page in between, and closing either returns focus to whatever opened the first.
 */
export function useCartOverlayState(): CartOverlayState {
  const [shown, setShown] = useState<CartOverlay | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<CartOverlay>>(new Set());
  const opener = useRef<HTMLElement | null>(null);

  const show = (overlay: CartOverlay) => {
    if (shown === null) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted((current) => (current.has(overlay) ? current : new Set([...current, overlay])));
    setShown(overlay);
  };
  const close = () => {
    setShown(null);
    const target = opener.current;
    opener.current = null;
    // After the overlay's own focus trap lets go.
    if (target?.isConnected) setTimeout(() => target.focus(), 0);
  };

  return { shown, mounted, show, close };
}
