import { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StorySort, StoryType } from "../modules/stories/story.enums";
import { PLAYER_COUNT } from "../modules/stories/story-facets";
import type { LoadRequest } from "./load-runner";
import type { CatalogueSample } from "./scratch-database";

/** The story card the catalogue shows. */
export const CARD_FIELDS = "id title city region type context shortDescription downloads isAvailable isSponsored thumbnailImage";

const PAGE_SIZE = 16;
const DEEPEST_PAGE = 8;
/** How often a visitor narrows the catalogue by each filter. */
const FILTER_CHANCE = 0.2;
/** The largest group visitors filter for; the filter allows more, but parties that size are rare. */
const LARGEST_PARTY = 10;

export const CATALOGUE_PAGE_QUERY = `query CataloguePage($filter: StoryFilter, $sort: StorySort!, $page: Int!, $limit: Int!) { stories(filter: $filter, sort: $sort, page: $page, limit: $limit) { total pages currentPage hasMore endCursor items { ${CARD_FIELDS} } } }`;
export const STORY_PAGE_QUERY = `query StoryPage($id: ID!) { story(id: $id) { ${CARD_FIELDS} longDescription priceCents coverImage dateAdded sponsor { name } similarStories { ${CARD_FIELDS} } } }`;

type Filter = "type" | "region" | "context" | "players" | "length" | "difficulty" | "featured";

/** One visitor's view of the catalogue: enum members by name, as both the GraphQL and REST requests are built from it. */
export interface CatalogueView {
  sort: keyof typeof StorySort;
  page: number;
  search?: string;
  type?: keyof typeof StoryType;
  region?: keyof typeof StoryRegion;
  context?: keyof typeof StoryContext;
  players?: number;
  length?: keyof typeof StoryLength;
  difficulty?: keyof typeof StoryDifficulty;
  featured?: boolean;
}

function pick<T>(values: readonly T[]): T {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error("nothing to pick from");
  return value;
}

function names<E extends Record<string, string>>(values: E): (keyof E & string)[] {
  return Object.keys(values);
}

function between(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

const FILTER_CHOICES: { [F in Filter]: () => CatalogueView[F] } = {
  type: () => pick(names(StoryType)),
  region: () => pick(names(StoryRegion)),
  context: () => pick(names(StoryContext)),
  players: () => between(PLAYER_COUNT.min, LARGEST_PARTY),
  length: () => pick(names(StoryLength)),
  difficulty: () => pick(names(StoryDifficulty)),
  featured: () => Math.random() < 0.5,
};

export function randomSearchPrefix(sample: CatalogueSample): string {
  return pick(sample.searchPrefixes);
}

export function randomStoryId(sample: CatalogueSample): string {
  return pick(sample.storyIds);
}

/** A random sort and page, each filter with its own chance, and optionally a search prefix. */
export function randomView(options: { filterChance?: number; search?: string } = {}): CatalogueView {
  const chance = options.filterChance ?? FILTER_CHANCE;
  let view: CatalogueView = { sort: pick(names(StorySort)), page: between(1, DEEPEST_PAGE), search: options.search };
  for (const filter of Object.keys(FILTER_CHOICES) as Filter[]) if (Math.random() < chance) view = { ...view, [filter]: FILTER_CHOICES[filter]() };
  return view;
}

export function randomType(): keyof typeof StoryType {
  return pick(names(StoryType));
}

function authorization(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export function graphqlPost(query: string, variables: Record<string, unknown>, token?: string): LoadRequest {
  return {
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json", ...authorization(token) },
    body: JSON.stringify({ query, variables }),
  };
}

const FILTER_FIELDS = ["search", ...(Object.keys(FILTER_CHOICES) as Filter[])] as const;

export function graphqlFilter(view: CatalogueView): Record<string, string | number | boolean> {
  const filter: Record<string, string | number | boolean> = {};
  for (const field of FILTER_FIELDS) {
    const value = view[field];
    if (value !== undefined) filter[field] = value;
  }
  return filter;
}

export function catalogueVariables(view: CatalogueView): Record<string, unknown> {
  return { filter: graphqlFilter(view), sort: view.sort, page: view.page, limit: PAGE_SIZE };
}

export function cataloguePage(view: CatalogueView, token?: string): LoadRequest {
  return graphqlPost(CATALOGUE_PAGE_QUERY, catalogueVariables(view), token);
}

export function storyPage(id: string, token?: string): LoadRequest {
  return graphqlPost(STORY_PAGE_QUERY, { id }, token);
}

/** The same view through REST, whose parameters take the enums' values rather than their names. */
export function restStories(view: CatalogueView, token?: string): LoadRequest {
  const params = new URLSearchParams({ page: String(view.page), limit: String(PAGE_SIZE), sort: StorySort[view.sort] });
  if (view.search) params.set("search", view.search);
  if (view.type) params.set("type", StoryType[view.type]);
  if (view.region) params.set("region", StoryRegion[view.region]);
  if (view.context) params.set("context", StoryContext[view.context]);
  if (view.players !== undefined) params.set("players", String(view.players));
  if (view.length) params.set("length", StoryLength[view.length]);
  if (view.difficulty) params.set("difficulty", StoryDifficulty[view.difficulty]);
  if (view.featured !== undefined) params.set("is_featured", String(view.featured));
  return { method: "GET", path: `/api-coldcase/stories?${params.toString()}`, headers: authorization(token) };
}
