import { setImmediate as nextTurn } from "node:timers/promises";
import { LRUCache } from "lru-cache";
import { StorySort } from "./story.enums";
import { PLAYER_COUNT } from "./story-facets";
import { filterKey } from "./story-filters";
import { queryTerms } from "./story-search";
import { StorySet } from "./story-set";
import { StoryWords } from "./story-words";
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
  /** Each search word with its stories, by their place in `stories`. */
  terms: ReadonlyMap<string, readonly number[]>;
}

/** An order by downloads built for an index, to be taken by it. */
export interface PreparedDownloadsOrder {
  readonly order: Int32Array;
  readonly ranks: Int32Array;
  readonly downloads: Int32Array;
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
}

export interface IndexPage {
  /** The page's ids in order, with one more when another page follows. */
  ids: string[];
  total: number;
}

const SORTS = Object.values(StorySort);
/**
 * Combinations of filters whose stories are kept as sets, most recently used first: visitors narrow the catalogue the
 * same few ways, and combining a large catalogue's sets costs a pass over each (12.5 kB a set for 100,000 stories).
 */
const COMBINATIONS_KEPT = 256;
/** Stories placed a turn while a new order by downloads is built, so a large catalogue's readers wait a few ms at most. */
const PLACED_PER_TURN = 10_000;

/** The filter columns whose every value has its set of stories. */
const FACETS = ["type", "region", "context", "length", "difficulty"] as const satisfies readonly (keyof IndexedStory & keyof StoryFilters)[];
const FLAGS = [
  ["sponsored", "isSponsored"],
  ["featured", "isFeatured"],
  ["available", "isAvailable"],
] as const satisfies readonly (readonly [keyof StoryFilters, keyof IndexedStory])[];

interface WalkRequest extends IndexPageRequest {
  matches: StorySet;
  /** How many stories match: the walk stops when it has seen them all. */
  total: number;
}

/** The stories matching one set of filters. */
export class StoryIndexQuery {
  constructor(
    private readonly matches: StorySet,
    private readonly counted: () => number,
    private readonly walk: (request: WalkRequest) => string[] | null,
  ) {}

  count(): number {
    return this.counted();
  }

  /** A page's ids, with one more when another page follows; null when `after` names a story the index does not hold with that sort value. */
  page(request: IndexPageRequest): IndexPage | null {
    const total = this.count();
    const ids = this.walk({ ...request, matches: this.matches, total });
    return ids && { ids, total };
  }
}

/**
 * The whole catalogue's filter and sort columns and search words in memory, a few tens of megabytes for 100,000
 * stories. Each filter value has its set of stories, one bit per story, so the stories matching any filters are a few
 * thousand word-wide ANDs, counted as fast; a page is then walked in the sort's order. The database would count every
 * matching row for each new combination of filters. It answers exactly what the catalogue's SQL answers for the
 * catalogue it was built from; the page's stories themselves are then read by id.
 */
export class StoryIndex {
  private readonly ids: string[];
  private readonly ordinalOf = new Map<string, number>();
  private readonly everyStory: StorySet;
  private readonly noStory: StorySet;
  /** For each facet, each value's stories, keyed `facet:value`; and each flag's stories, keyed by the flag. */
  private readonly sets = new Map<string, StorySet>();
  private readonly words: StoryWords;
  private downloads: Int32Array;
  private readonly sortValues: Record<StorySort, (ordinal: number) => string | number>;
  private readonly orders = new Map<StorySort, Int32Array>();
  private readonly ranks = new Map<StorySort, Int32Array>();
  private readonly counts = new WeakMap<StorySet, number>();
  private readonly combinations = new LRUCache<string, StorySet>({ max: COMBINATIONS_KEPT });

  constructor(source: StoryIndexSource) {
    const stories = source.stories;
    this.ids = stories.map((story) => story.id);
    this.ids.forEach((id, ordinal) => this.ordinalOf.set(id, ordinal));
    this.everyStory = StorySet.all(stories.length);
    this.noStory = StorySet.empty(stories.length);
    stories.forEach((story, ordinal) => {
      for (const facet of FACETS) this.setOf(`${facet}:${story[facet]}`).add(ordinal);
      for (const [flag, property] of FLAGS) if (story[property]) this.setOf(flag).add(ordinal);
      for (let players = Math.max(story.playersMin, PLAYER_COUNT.min); players <= Math.min(story.playersMax, PLAYER_COUNT.max); players += 1) {
        this.setOf(`players:${players}`).add(ordinal);
      }
    });
    this.words = new StoryWords(source.terms, stories.length);
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
  }

  get size(): number {
    return this.ids.length;
  }

  /** A story's downloads as the index holds them, sales included; undefined for a story it does not hold. */
  downloadsOf(id: string): number | undefined {
    const ordinal = this.ordinalOf.get(id);
    return ordinal === undefined ? undefined : this.downloads[ordinal];
  }

  /** The stories matching `filters`: counted, and paged in any order. */
  query(filters: StoryFilters): StoryIndexQuery {
    const matches = this.matching(filters);
    return new StoryIndexQuery(matches, () => this.countOf(matches), (request) => this.walk(request));
  }

  /**
   * A sale or a refund changed a story's downloads by `delta`: it moves to its new place in the order by downloads,
   * most first, ties by id, as the database orders them (story ids are lower-case slugs, which both databases and
   * JavaScript compare alike). False when the index does not hold the story.
   */
  changeDownloads(id: string, delta: number): boolean {
    const ordinal = this.ordinalOf.get(id);
    const order = this.orders.get(StorySort.DOWNLOADS);
    const ranks = this.ranks.get(StorySort.DOWNLOADS);
    if (ordinal === undefined || !order || !ranks) return false;
    this.downloads[ordinal] = (this.downloads[ordinal] ?? 0) + delta;
    const precedes = (first: number, second: number) => {
      const difference = (this.downloads[first] ?? 0) - (this.downloads[second] ?? 0);
      return difference > 0 || (difference === 0 && (this.ids[first] ?? "") > (this.ids[second] ?? ""));
    };
    const from = ranks[ordinal] ?? 0;
    let to = from;
    while (to > 0 && precedes(ordinal, order[to - 1] ?? 0)) to -= 1;
    while (to < order.length - 1 && precedes(order[to + 1] ?? 0, ordinal)) to += 1;
    if (to < from) order.copyWithin(to + 1, to, from);
    if (to > from) order.copyWithin(from, from + 1, to + 1);
    order[to] = ordinal;
    for (let rank = Math.min(from, to); rank <= Math.max(from, to); rank += 1) ranks[order[rank] ?? 0] = rank;
    return true;
  }

  /**
   * An order by downloads and each story's downloads as the database holds them now, for sales this gateway did not
   * see, built beside the one in use a chunk of stories a turn (`perTurn`, which tests make small), so readers are
   * answered meanwhile; `takeDownloadsOrder` then puts it in use in one step. Null when the stories are not the ones
   * the index holds.
   */
  async prepareDownloadsOrder(stories: readonly Pick<IndexedStory, "id" | "downloads">[], perTurn = PLACED_PER_TURN): Promise<PreparedDownloadsOrder | null> {
    if (stories.length !== this.ids.length) return null;
    const { order, ranks, place } = this.orderBuilder();
    const downloads = new Int32Array(stories.length);
    for (let rank = 0; rank < stories.length; rank += 1) {
      if (rank > 0 && rank % perTurn === 0) await nextTurn();
      const story = stories[rank];
      const ordinal = story && place(rank, story.id);
      if (story === undefined || ordinal === undefined) return null;
      downloads[ordinal] = story.downloads;
    }
    return { order, ranks, downloads };
  }

  /** Puts in use an order `prepareDownloadsOrder` of this index built. */
  takeDownloadsOrder(prepared: PreparedDownloadsOrder): void {
    this.orders.set(StorySort.DOWNLOADS, prepared.order);
    this.ranks.set(StorySort.DOWNLOADS, prepared.ranks);
    this.downloads = prepared.downloads;
  }

  /**
   * A page in the sort's order, or null when `after` names a story the index does not hold with that value. Few
   * matches are gathered and sorted by rank; many are met walking the order, which passes over about as many stories
   * for every match as the catalogue holds for each: walking to a rare filter's deep page would read the whole order.
   */
  private walk({ sort, offset, limit, after, matches, total }: WalkRequest): string[] | null {
    const order = this.orders.get(sort);
    const ranks = this.ranks.get(sort);
    if (!order || !ranks) throw new Error(`No order for ${sort}`);
    let start = 0;
    if (after) {
      const ordinal = this.ordinalOf.get(after.id);
      if (ordinal === undefined || this.sortValues[sort](ordinal) !== after.value) return null;
      start = (ranks[ordinal] ?? 0) + 1;
    }
    const wanted = limit + 1;
    const walked = total === 0 ? 0 : Math.min(order.length - start, ((offset + wanted) * order.length) / total);
    const gathered = order.length / 32 + total * Math.log2(total + 2);
    const page = walked > gathered ? this.gatheredPage(order, ranks, matches, start, offset, wanted) : this.walkedPage(order, matches, start, offset, wanted, total);
    return page.map((ordinal) => this.ids[ordinal] ?? "");
  }

  private walkedPage(order: Int32Array, matches: StorySet, start: number, offset: number, wanted: number, total: number): number[] {
    const page: number[] = [];
    let seen = 0;
    for (let rank = start; rank < order.length && page.length < wanted && seen < total; rank += 1) {
      const ordinal = order[rank] ?? 0;
      if (!matches.has(ordinal)) continue;
      if (seen >= offset) page.push(ordinal);
      seen += 1;
    }
    return page;
  }

  private gatheredPage(order: Int32Array, ranks: Int32Array, matches: StorySet, start: number, offset: number, wanted: number): number[] {
    const matchRanks = matches
      .members()
      .map((ordinal) => ranks[ordinal] ?? -1)
      .filter((rank) => rank >= start)
      .sort();
    return Array.from(matchRanks.subarray(offset, offset + wanted), (rank) => order[rank] ?? 0);
  }

  /** False when `ids` is not every story once. */
  private setOrder(sort: StorySort, ids: readonly string[]): boolean {
    if (ids.length !== this.ids.length) return false;
    const built = this.orderBuilder();
    for (let rank = 0; rank < ids.length; rank += 1) if (built.place(rank, ids[rank] ?? "") === undefined) return false;
    this.orders.set(sort, built.order);
    this.ranks.set(sort, built.ranks);
    return true;
  }

  /** An order built a story at a time: `place` gives the story's ordinal, or undefined for one not held or placed twice. */
  private orderBuilder(): { order: Int32Array; ranks: Int32Array; place(rank: number, id: string): number | undefined } {
    const order = new Int32Array(this.ids.length);
    const ranks = new Int32Array(this.ids.length).fill(-1);
    const place = (rank: number, id: string): number | undefined => {
      const ordinal = this.ordinalOf.get(id);
      if (ordinal === undefined || ranks[ordinal] !== -1) return undefined;
      order[rank] = ordinal;
      ranks[ordinal] = rank;
      return ordinal;
    };
    return { order, ranks, place };
  }

  private setOf(key: string): StorySet {
    let set = this.sets.get(key);
    if (!set) {
      set = StorySet.empty(this.ids.length);
      this.sets.set(key, set);
    }
    return set;
  }

  /**
   * The stories matching every given filter: a value no story has matches none. One filter alone (or none) is answered
   * with its own set, which nothing changes once the index is built. Several are combined into a new set, which nothing
   * changes either: it is remembered for the next visitor who combines them alike, unless it leaves out one story (a
   * story page's similar stories), which hardly another visitor asks for.
   */
  private matching(filters: StoryFilters): StorySet {
    const { kept, dropped } = this.filterSets(filters);
    const excluded = filters.exclude === undefined ? undefined : this.ordinalOf.get(filters.exclude);
    const [only] = kept;
    if (excluded === undefined && dropped.length === 0 && kept.length <= 1) return only ?? this.everyStory;
    const key = filters.exclude === undefined ? JSON.stringify(filterKey(filters)) : undefined;
    const remembered = key === undefined ? undefined : this.combinations.get(key);
    if (remembered) return remembered;
    const matches = (only ?? this.everyStory).copy();
    for (const set of kept.slice(1)) matches.keep(set);
    for (const set of dropped) matches.drop(set);
    if (excluded !== undefined) matches.delete(excluded);
    if (key !== undefined) this.combinations.set(key, matches);
    return matches;
  }

  /** The sets a story must be in to match `filters`, and those it must not be in. */
  private filterSets(filters: StoryFilters): { kept: StorySet[]; dropped: StorySet[] } {
    const kept: StorySet[] = [];
    const dropped: StorySet[] = [];
    for (const facet of FACETS) {
      const value = filters[facet];
      if (value !== undefined) kept.push(this.sets.get(`${facet}:${value}`) ?? this.noStory);
    }
    for (const [flag] of FLAGS) {
      const wanted = filters[flag];
      if (wanted === true) kept.push(this.sets.get(flag) ?? this.noStory);
      if (wanted === false) dropped.push(this.sets.get(flag) ?? this.noStory);
    }
    if (filters.players !== undefined) kept.push(this.sets.get(`players:${filters.players}`) ?? this.noStory);
    for (const word of queryTerms(filters.search ?? "")) kept.push(this.words.storiesWithWordBeginning(word));
    return { kept, dropped };
  }

  /** How many stories a set holds: no set changes once `matching` gives it, so its count is kept while it is. */
  private countOf(set: StorySet): number {
    const known = this.counts.get(set);
    if (known !== undefined) return known;
    const count = set.count();
    this.counts.set(set, count);
    return count;
  }
}
