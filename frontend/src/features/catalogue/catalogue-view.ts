import type { StoryContext, StoryFilter, StoryRegion, StorySort, StoryType } from '../../graphql/types.generated';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import { typedKeys } from '../../shared/typed-keys';
import { defaultStorySort, storySortLabels } from './story-sort-labels';

/** What the visitor is looking at: search, filters and sort, all kept in the URL. */
export interface CatalogueView {
  search: string;
  type: StoryType | null;
  region: StoryRegion | null;
  context: StoryContext | null;
  sponsored: boolean | null;
  sort: StorySort;
}

export const clearedPanelFilters = {
  type: null,
  region: null,
  context: null,
  sponsored: null,
} as const satisfies Partial<CatalogueView>;

export const clearedFilters = { ...clearedPanelFilters, search: '' } as const satisfies Partial<CatalogueView>;

/** URLs carry readable values: `BRAIN_TEASER` travels as `brain-teaser`. */
function toSlug(enumValue: string): string {
  return enumValue.toLowerCase().replaceAll('_', '-');
}

function fromSlug<Value extends string>(values: readonly Value[], slug: string | null): Value | null {
  return values.find((value) => toSlug(value) === slug) ?? null;
}

function parseSponsored(raw: string | null): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

export function parseCatalogueView(params: URLSearchParams): CatalogueView {
  return {
    search: params.get('search') ?? '',
    type: fromSlug(typedKeys(storyTypeLabels), params.get('type')),
    region: fromSlug(typedKeys(storyRegionLabels), params.get('region')),
    context: fromSlug(typedKeys(storyContextLabels), params.get('context')),
    sponsored: parseSponsored(params.get('sponsored')),
    sort: fromSlug(typedKeys(storySortLabels), params.get('sort')) ?? defaultStorySort,
  };
}

export function toCatalogueSearchParams(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim() !== '') params.set('search', view.search);
  if (view.type) params.set('type', toSlug(view.type));
  if (view.region) params.set('region', toSlug(view.region));
  if (view.context) params.set('context', toSlug(view.context));
  if (view.sponsored !== null) params.set('sponsored', String(view.sponsored));
  if (view.sort !== defaultStorySort) params.set('sort', toSlug(view.sort));
  return params;
}

/** Number of filters set in the Filters panel (the search box is not counted). */
export function countActiveFilters(view: CatalogueView): number {
  return [view.type, view.region, view.context, view.sponsored].filter((value) => value !== null).length;
}

export function isNarrowed(view: CatalogueView): boolean {
  return view.search.trim() !== '' || countActiveFilters(view) > 0;
}

export function toStoryFilter(view: CatalogueView): StoryFilter {
  const search = view.search.trim();
  return {
    ...(search && { search }),
    ...(view.type && { type: view.type }),
    ...(view.region && { region: view.region }),
    ...(view.context && { context: view.context }),
    ...(view.sponsored !== null && { sponsored: view.sponsored }),
  };
}
