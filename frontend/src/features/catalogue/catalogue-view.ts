import type {
  StoryContext,
  StoryDifficulty,
  StoryFilter,
  StoryLength,
  StoryRegion,
  StorySort,
  StoryType,
} from '../../graphql/types.generated';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import { typedKeys } from '../../shared/typed-keys';
import { storyDifficultyLabels, storyLengthLabels } from './game-night-labels';
import { defaultStorySort, storySortLabels } from './story-sort-labels';
import { fromSlug, parseBooleanParam, toSlug } from './url-values';

/** What the visitor is looking at: search, filters and sort, all kept in the URL. */
export interface CatalogueView {
  search: string;
  type: StoryType | null;
  region: StoryRegion | null;
  context: StoryContext | null;
  sponsored: boolean | null;
  /** The size of the group: stories playable by exactly this many. */
  players: number | null;
  length: StoryLength | null;
  difficulty: StoryDifficulty | null;
  sort: StorySort;
}

/** The group sizes the Filters panel offers: every size a story may be played by (1 to 20), as the shop matches them exactly. */
export const playerCountChoices: readonly number[] = Array.from({ length: 20 }, (_, index) => index + 1);

export const clearedPanelFilters = {
  type: null,
  region: null,
  context: null,
  sponsored: null,
  players: null,
  length: null,
  difficulty: null,
} as const satisfies Partial<CatalogueView>;

export const clearedFilters = { ...clearedPanelFilters, search: '' } as const satisfies Partial<CatalogueView>;

function parsePlayers(raw: string | null): number | null {
  return playerCountChoices.find((count) => String(count) === raw) ?? null;
}

export function parseCatalogueView(params: URLSearchParams): CatalogueView {
  return {
    search: params.get('search') ?? '',
    type: fromSlug(typedKeys(storyTypeLabels), params.get('type')),
    region: fromSlug(typedKeys(storyRegionLabels), params.get('region')),
    context: fromSlug(typedKeys(storyContextLabels), params.get('context')),
    sponsored: parseBooleanParam(params.get('sponsored')),
    players: parsePlayers(params.get('players')),
    length: fromSlug(typedKeys(storyLengthLabels), params.get('length')),
    difficulty: fromSlug(typedKeys(storyDifficultyLabels), params.get('difficulty')),
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
  if (view.players !== null) params.set('players', String(view.players));
  if (view.length) params.set('length', toSlug(view.length));
  if (view.difficulty) params.set('difficulty', toSlug(view.difficulty));
  if (view.sort !== defaultStorySort) params.set('sort', toSlug(view.sort));
  return params;
}

/** Number of filters set in the Filters panel (the search box is not counted). */
export function countActiveFilters(view: CatalogueView): number {
  const panelFilters = [view.type, view.region, view.context, view.sponsored, view.players, view.length, view.difficulty];
  return panelFilters.filter((value) => value !== null).length;
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
    ...(view.players !== null && { players: view.players }),
    ...(view.length && { length: view.length }),
    ...(view.difficulty && { difficulty: view.difficulty }),
  };
}
