import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearedFilters, parseCatalogueView, toCatalogueSearchParams, type CatalogueView } from './catalogue-view';

export interface CatalogueViewControls {
  view: CatalogueView;
  updateView: (changes: Partial<CatalogueView>) => void;
  clearFilters: () => void;
}

/** The catalogue view lives in the query string, so a shared link reproduces it. */
export function useCatalogueView(): CatalogueViewControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parseCatalogueView(searchParams), [searchParams]);
  // Two changes made before React renders (say, two filters picked in quick succession) must
  // build on each other; the router only hands out the parameters of the last render.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const updateView = useCallback(
    (changes: Partial<CatalogueView>) => {
      const next = toCatalogueSearchParams({ ...parseCatalogueView(latest.current), ...changes });
      latest.current = next;
      // Replace rather than push: refining a search should not fill the Back button's history.
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => updateView(clearedFilters), [updateView]);

  return { view, updateView, clearFilters };
}
