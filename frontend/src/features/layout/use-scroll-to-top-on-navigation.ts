import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as it would after a full page load. */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
