import { useCallback } from 'react';
import { clearedFilters, parseCatalogueView, toCatalogueSearchParams, type CatalogueView } from './catalogue-view';
import { useUrlView } from './use-url-view';

export interface CatalogueViewControls {
  view: CatalogueView;
  updateView: (changes: Partial<CatalogueView>) => void;
  clearFilters: () => void;
}

/** The catalogue view lives in the query string, so a shared link reproduces it. */
export function useCatalogueView(): CatalogueViewControls {
  const { view, updateView } = useUrlView(parseCatalogueView, toCatalogueSearchParams);
  const clearFilters = useCallback(() => updateView(clearedFilters), [updateView]);
  return { view, updateView, clearFilters };
}
