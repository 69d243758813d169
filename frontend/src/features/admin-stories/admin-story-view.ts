import type { AdminStoryFilter, AdminStorySort, StoryContext, StoryRegion, StoryType } from '../../graphql/types.generated';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import { typedKeys } from '../../shared/typed-keys';
import { fromSlug, parseBooleanParam, toSlug } from '../catalogue/url-values';

/** What the operator is looking at in Story Management: search, filters and order, all kept in the URL. */
export interface AdminStoryView {
  search: string;
  type: StoryType | null;
  region: StoryRegion | null;
  context: StoryContext | null;
  available: boolean | null;
  featured: boolean | null;
  sponsored: boolean | null;
  sort: AdminStorySort;
  descending: boolean;
}

export const adminStorySortLabels: Record<AdminStorySort, string> = {
  DATE_ADDED: 'Added',
  TITLE: 'Title',
  PRICE: 'Price',
  DOWNLOADS: 'Downloads',
};

export const defaultAdminStorySort: AdminStorySort = 'DATE_ADDED';

/** Titles read A to Z first; numbers and dates read largest and newest first. */
export function defaultDescending(sort: AdminStorySort): boolean {
  return sort !== 'TITLE';
}

export const clearedAdminStoryFilters = {
  search: '',
  type: null,
  region: null,
  context: null,
  available: null,
  featured: null,
  sponsored: null,
} as const satisfies Partial<AdminStoryView>;

function parseDescending(raw: string | null, sort: AdminStorySort): boolean {
  if (raw === 'asc') return false;
  if (raw === 'desc') return true;
  return defaultDescending(sort);
}

export function parseAdminStoryView(params: URLSearchParams): AdminStoryView {
  const sort = fromSlug(typedKeys(adminStorySortLabels), params.get('sort')) ?? defaultAdminStorySort;
  return {
    search: params.get('search') ?? '',
    type: fromSlug(typedKeys(storyTypeLabels), params.get('type')),
    region: fromSlug(typedKeys(storyRegionLabels), params.get('region')),
    context: fromSlug(typedKeys(storyContextLabels), params.get('context')),
    available: parseBooleanParam(params.get('available')),
    featured: parseBooleanParam(params.get('featured')),
    sponsored: parseBooleanParam(params.get('sponsored')),
    sort,
    descending: parseDescending(params.get('order'), sort),
  };
}

export function toAdminStorySearchParams(view: AdminStoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim() !== '') params.set('search', view.search);
  if (view.type) params.set('type', toSlug(view.type));
  if (view.region) params.set('region', toSlug(view.region));
  if (view.context) params.set('context', toSlug(view.context));
  if (view.available !== null) params.set('available', String(view.available));
  if (view.featured !== null) params.set('featured', String(view.featured));
  if (view.sponsored !== null) params.set('sponsored', String(view.sponsored));
  if (view.sort !== defaultAdminStorySort) params.set('sort', toSlug(view.sort));
  if (view.descending !== defaultDescending(view.sort)) params.set('order', view.descending ? 'desc' : 'asc');
  return params;
}

export function isAdminStoryViewNarrowed(view: AdminStoryView): boolean {
  const filters = [view.type, view.region, view.context, view.available, view.featured, view.sponsored];
  return view.search.trim() !== '' || filters.some((value) => value !== null);
}

export function toAdminStoryFilter(view: AdminStoryView): AdminStoryFilter {
  const search = view.search.trim();
  return {
    ...(search && { search }),
    ...(view.type && { type: view.type }),
    ...(view.region && { region: view.region }),
    ...(view.context && { context: view.context }),
    ...(view.available !== null && { available: view.available }),
    ...(view.featured !== null && { featured: view.featured }),
    ...(view.sponsored !== null && { sponsored: view.sponsored }),
  };
}

/** Clicking the column the list is sorted by turns the order round; another column starts in its natural order. */
export function nextSort(view: AdminStoryView, sort: AdminStorySort): Pick<AdminStoryView, 'sort' | 'descending'> {
  if (view.sort === sort) return { sort, descending: !view.descending };
  return { sort, descending: defaultDescending(sort) };
}
