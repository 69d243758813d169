import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top, as it would after a full page load. The page the app starts on is left where the
 * browser put it: a visitor may have scrolled the server's page before the app took it over.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);
}
