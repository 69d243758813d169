import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlViewControls<View> {
  view: View;
  updateView: (changes: Partial<View>) => void;
}

/** A view (search, filters, sort) kept in the query string, so a shared link reproduces it. */
export function useUrlView<View>(
  parse: (params: URLSearchParams) => View,
  serialize: (view: View) => URLSearchParams,
): UrlViewControls<View> {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parse(searchParams), [parse, searchParams]);
  // Two changes made before React renders (say, two filters picked in quick succession) must
  // build on each other; the router only hands out the parameters of the last render.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const updateView = useCallback(
    (changes: Partial<View>) => {
      const next = serialize({ ...parse(latest.current), ...changes });
      latest.current = next;
      // Replace rather than push: refining a search should not fill the Back button's history.
      setSearchParams(next, { replace: true });
    },
    [parse, serialize, setSearchParams],
  );

  return { view, updateView };
}
