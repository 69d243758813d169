import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

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
  const [opened, { open, close, toggle }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);

  return {
    opened,
    mounted: mounted || opened,
    open: () => {
      setMounted(true);
      open();
    },
    close,
    toggle: () => {
      setMounted(true);
      toggle();
    },
  };
}
