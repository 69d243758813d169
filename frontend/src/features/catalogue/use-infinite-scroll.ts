import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onReachEnd` when the returned sentinel comes within 200 px of the viewport and is
 * 10% visible. The observer is rebuilt whenever loading is re-enabled, so a sentinel that is
 * still on screen after a short page asks for the next one straight away.
 */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean): RefObject<HTMLDivElement | null> {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const latestOnReachEnd = useRef(onReachEnd);

  useEffect(() => {
    latestOnReachEnd.current = onReachEnd;
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel) return;

    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestOnReachEnd.current();
      },
      { threshold: 0.1, rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinelRef;
}
