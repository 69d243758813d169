import { StorySort } from "./story.enums";
import { PLAYER_COUNT } from "./story-facets";
import { prefixUpperBound } from "./story-filters";
import { queryTerms } from "./story-search";
import { StorySet } from "./story-set";
import type { StoryFilters } from "./stories.types";

/** What the index keeps of a story: the columns the catalogue filters by, and the values it is sorted by. */
export interface IndexedStory {
  id: string;
  type: string;
  region: string;
  context: string;
  isSponsored: boolean;
  isFeatured: boolean;
  isAvailable: boolean;
  length: string;
  difficulty: string;
  playersMin: number;
  playersMax: number;
  downloads: number;
  dateAdded: Date;
  title: string;
}

/** Everything an index is built from, in the database's own orders (its collation decides how titles compare). */
export interface StoryIndexSource {
  stories: readonly IndexedStory[];
  /** For each sort, the stories' ids in the order the database lists them. */
  orders: Readonly<Record<StorySort, readonly string[]>>;
  /** Each search word with the ids of the stories it belongs to. */
  terms: ReadonlyMap<string, readonly string[]>;
}

/** Where a keyset page starts: after this story, provided it still holds this sort value. */
export interface IndexPosition {
  id: string;
  value: string | number;
}

export interface IndexPageRequest {
  sort: StorySort;
  offset: number;
  limit: number;
  after?: IndexPosition;
  /** The number of matches, when the caller already knows it: the walk then stops once the page is full. */
  knownTotal?: number;
}

export interface IndexPage {
  /** The page's ids in order, with one more when another page follows. */
  ids: string[];
  total: number;
}

const SORTS = Object.values(StorySort);

/** Search words whose stories are kept as sets, most recently used first: visitors type the same beginnings. */
const WORD_SETS_KEPT = 256;

/** The filter columns whose every value has its set of stories. */
const FACETS = ["type", "region", "context", "length", "difficulty"] as const satisfies readonly (keyof IndexedStory & keyof StoryFilters)[];
const FLAGS = [
  ["sponsored", "isSponsored"],
  ["featured", "isFeatured"],
  ["available", "isAvailable"],
] as const satisfies readonly (readonly [keyof StoryFilters, keyof IndexedStory])[];

interface WalkRequest extends Omit<IndexPageRequest, "knownTotal"> {
  matches: StorySet;
  /** How many stories match: the walk stops when it has seen them all. */
  total: number;
}

/** The stories matching one set of filters. */
export class StoryIndexQuery {
  private counted: number | null = null;

  constructor(
    private readonly matches: StorySet,
    private readonly walk: (request: WalkRequest) => string[] | null,
  ) {}

  count(): number {
    this.counted ??= this.matches.count();
    return this.counted;
  }

  /**
   * A page's ids, with one more when another page follows; null when `after` names a story the index does not hold
   * with that sort value. With `knownTotal`, the walk stops as soon as the page is full.
   */
  page({ knownTotal, ...request }: IndexPageRequest): IndexPage | null {
    const total = knownTotal ?? this.count();
    const ids = this.walk({ ...request, matches: this.matches, total });
    return ids && { ids, total };
  }
}

/**
 * The whole catalogue's filter and sort columns and search words in memory, a few megabytes for 100,000 stories. Each
 * filter value has its set of stories, one bit per story, so the stories matching any filters are a few thousand
 * word-wide ANDs, counted as fast; a page is then walked in the sort's order. The database would count every matching
 * row for each new combination of filters. It answers exactly what the catalogue's SQL answers for the catalogue it
 * was built from; the page's stories themselves are then read by id.
 */
export class StoryIndex {
  private readonly ids: string[];
  private readonly ordinalOf = new Map<string, number>();
  private readonly everyStory: StorySet;
  /** For each facet, each value's stories, keyed `facet:value`; and each flag's stories, keyed by the flag. */
  private readonly sets = new Map<string, StorySet>();
  private readonly downloads: Int32Array;
  private readonly sortValues: Record<StorySort, (ordinal: number) => string | number>;
  private readonly orders = new Map<StorySort, Int32Array>();
  private readonly ranks = new Map<StorySort, Int32Array>();
  /** The search words in code-point order, and where each one's stories start in `postings`. */
  private readonly terms: string[];
  private readonly termStarts: Int32Array;
  private readonly postings: Int32Array;
  private readonly wordSets = new Map<string, StorySet>();

  constructor(source: StoryIndexSource) {
    const stories = source.stories;
    this.ids = stories.map((story) => story.id);
    this.ids.forEach((id, ordinal) => this.ordinalOf.set(id, ordinal));
    this.everyStory = StorySet.all(stories.length);
    stories.forEach((story, ordinal) => {
      for (const facet of FACETS) this.setOf(`${facet}:${story[facet]}`).add(ordinal);
      for (const [flag, property] of FLAGS) if (story[property]) this.setOf(flag).add(ordinal);
      for (let players = Math.max(story.playersMin, PLAYER_COUNT.min); players <= Math.min(story.playersMax, PLAYER_COUNT.max); players += 1) {
        this.setOf(`players:${players}`).add(ordinal);
      }
    });
    this.downloads = Int32Array.from(stories, (story) => story.downloads);
    const dates = Float64Array.from(stories, (story) => story.dateAdded.getTime());
    const titles = stories.map((story) => story.title);
    const types = stories.map((story) => story.type);
    this.sortValues = {
      [StorySort.DOWNLOADS]: (ordinal) => this.downloads[ordinal] ?? 0,
      [StorySort.DATE]: (ordinal) => new Date(dates[ordinal] ?? 0).toISOString(),
      [StorySort.TITLE]: (ordinal) => titles[ordinal] ?? "",
      [StorySort.TYPE]: (ordinal) => types[ordinal] ?? "",
    };
    for (const sort of SORTS) {
      if (!this.setOrder(sort, source.orders[sort])) throw new Error(`The ${sort} order does not list the catalogue's stories`);
    }
    this.terms = [...source.terms.keys()].sort(compareCodePoints);
    this.termStarts = new Int32Array(this.terms.length + 1);
    let postingCount = 0;
    this.terms.forEach((term, index) => {
      this.termStarts[index] = postingCount;
      postingCount += source.terms.get(term)?.length ?? 0;
    });
    this.termStarts[this.terms.length] = postingCount;
    this.postings = new Int32Array(postingCount);
    this.terms.forEach((term, index) => {
      const start = this.termStarts[index] ?? 0;
      (source.terms.get(term) ?? []).forEach((id, offset) => {
        this.postings[start + offset] = this.requireOrdinal(id);
      });
    });
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * Takes the order by downloads and each story's downloads as they are now: a sale changes them without changing
   * the catalogue. False, and nothing changed, when the stories are not the ones the index holds.
   */
  replaceDownloadsOrder(stories: readonly Pick<IndexedStory, "id" | "downloads">[]): boolean {
    if (!this.setOrder(StorySort.DOWNLOADS, stories.map((story) => story.id))) return false;
    for (const story of stories) this.downloads[this.requireOrdinal(story.id)] = story.downloads;
    return true;
  }

  /** The stories matching `filters`: counted, and paged in any order. */
  query(filters: StoryFilters): StoryIndexQuery {
    return new StoryIndexQuery(this.matching(filters), (request) => this.walk(request));
  }

  /** A page in the sort's order, or null when `after` names a story the index does not hold with that value. */
  private walk({ sort, offset, limit, after, matches, total }: WalkRequest): string[] | null {
    const order = this.orders.get(sort);
    if (!order) throw new Error(`No order for ${sort}`);
    let start = 0;
    if (after) {
      const ordinal = this.ordinalOf.get(after.id);
      if (ordinal === undefined || this.sortValues[sort](ordinal) !== after.value) return null;
      start = (this.ranks.get(sort)?.[ordinal] ?? 0) + 1;
    }
    const wanted = limit + 1;
    const ids: string[] = [];
    let seen = 0;
    for (let rank = start; rank < order.length && ids.length < wanted && seen < total; rank += 1) {
      const ordinal = order[rank] ?? 0;
      if (!matches.has(ordinal)) continue;
      if (seen >= offset) ids.push(this.ids[ordinal] ?? "");
      seen += 1;
    }
    return ids;
  }

  /** False when `ids` is not every story once. */
  private setOrder(sort: StorySort, ids: readonly string[]): boolean {
    if (ids.length !== this.ids.length) return false;
    const order = new Int32Array(ids.length);
    const ranks = new Int32Array(ids.length).fill(-1);
    for (let rank = 0; rank < ids.length; rank += 1) {
      const ordinal = this.ordinalOf.get(ids[rank] ?? "");
      if (ordinal === undefined || ranks[ordinal] !== -1) return false;
      order[rank] = ordinal;
      ranks[ordinal] = rank;
    }
    this.orders.set(sort, order);
    this.ranks.set(sort, ranks);
    return true;
  }

  private requireOrdinal(id: string): number {
    const ordinal = this.ordinalOf.get(id);
    if (ordinal === undefined) throw new Error(`The catalogue index has no story "${id}"`);
    return ordinal;
  }

  private setOf(key: string): StorySet {
    let set = this.sets.get(key);
    if (!set) {
      set = StorySet.empty(this.ids.length);
      this.sets.set(key, set);
    }
    return set;
  }

  /** The stories matching every given filter: a value no story has matches none. */
  private matching(filters: StoryFilters): StorySet {
    const matches = this.everyStory.copy();
    const none = StorySet.empty(this.ids.length);
    for (const facet of FACETS) {
      const value = filters[facet];
      if (value !== undefined) matches.keep(this.sets.get(`${facet}:${value}`) ?? none);
    }
    for (const [flag] of FLAGS) {
      const wanted = filters[flag];
      if (wanted === true) matches.keep(this.sets.get(flag) ?? none);
      if (wanted === false) matches.drop(this.sets.get(flag) ?? none);
    }
    if (filters.players !== undefined) matches.keep(this.sets.get(`players:${filters.players}`) ?? none);
    const excluded = filters.exclude === undefined ? undefined : this.ordinalOf.get(filters.exclude);
    if (excluded !== undefined) matches.delete(excluded);
    for (const word of queryTerms(filters.search ?? "")) matches.keep(this.storiesWithWordBeginning(word));
    return matches;
  }

  private storiesWithWordBeginning(word: string): StorySet {
    const kept = this.wordSets.get(word);
    if (kept) {
      this.wordSets.delete(word);
      this.wordSets.set(word, kept);
      return kept;
    }
    const stories = StorySet.empty(this.ids.length);
    const from = this.termStarts[lowerBound(this.terms, word)] ?? 0;
    const to = this.termStarts[lowerBound(this.terms, prefixUpperBound(word))] ?? 0;
    for (let posting = from; posting < to; posting += 1) stories.add(this.postings[posting] ?? 0);
    this.wordSets.set(word, stories);
    if (this.wordSets.size > WORD_SETS_KEPT) this.wordSets.delete(this.wordSets.keys().next().value ?? word);
    return stories;
  }
}

/**
 * Code-point order, which is the order SQLite compares the words in, and the order their ranges are cut in. UTF-16
 * order differs only where a word holds a character beyond the Basic Multilingual Plane.
 */
function compareCodePoints(left: string, right: string): number {
  const shared = Math.min(left.length, right.length);
  for (let index = 0; index < shared; index += 1) {
    if (left.charCodeAt(index) !== right.charCodeAt(index)) return (left.codePointAt(index) ?? 0) - (right.codePointAt(index) ?? 0);
  }
  return left.length - right.length;
}

/** The first index whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareCodePoints(sorted[middle] ?? "", word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
