import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnalytics } from './use-analytics';
import { pageNameOf } from './page-names';

/**
 * The browser's referrer without its query, fragment or credentials: a page of the shop opened from
 * an order link (in a new tab, say) has that link, access key and all, as its referrer.
 */
function referrerWithoutQuery(referrer: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  url.search = '';
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.href;
}

/**
 * A Page View for each path the router shows. Its referrer is the browser's for the first, then
 * the previous page of the shop; query strings stay out, as an order link's carries its access key.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { track } = useAnalytics();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // React's development double run of effects sees the same path, which is not a second visit.
    if (previousPath.current === pathname) return;
    const referrer =
      previousPath.current === null ? referrerWithoutQuery(document.referrer) : `${window.location.origin}${previousPath.current}`;
    track('Page View', { page: pageNameOf(pathname), path: pathname, referrer });
    previousPath.current = pathname;
  }, [pathname, track]);
}
