import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a first visit to `/terms#governing-law` the browser looks for the anchor before the
 * lazily loaded page exists, so the jump is made again once the page has rendered.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();

  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
