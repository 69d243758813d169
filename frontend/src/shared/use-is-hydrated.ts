import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's HTML, true from then on
 * (and from the start when the browser renders alone): browser-only parts wait for it, so the
 * first render in the browser matches the server's.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
