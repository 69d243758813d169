import { useCallback, useMemo } from 'react';
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

  const updateView = useCallback(
    (changes: Partial<CatalogueView>) => {
      // Replace rather than push: refining a search should not fill the Back button's history.
      setSearchParams((current) => toCatalogueSearchParams({ ...parseCatalogueView(current), ...changes }), {
        replace: true,
      });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => updateView(clearedFilters), [updateView]);

  return { view, updateView, clearFilters };
}
