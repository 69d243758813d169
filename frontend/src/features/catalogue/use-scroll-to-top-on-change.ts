import { useEffect, useRef } from 'react';

/** Scrolls the window to the top whenever `key` changes, but not on first render. */
export function useScrollToTopOnChange(key: string): void {
  const previousKey = useRef(key);

  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}
