import { StorySort } from "./story.enums";
import { prefixUpperBound } from "./story-filters";
import { queryTerms } from "./story-search";
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

/** The distinct values of one text column, each story's as a small code. */
class CodedColumn {
  private readonly codeOf = new Map<string, number>();
  readonly codes: Uint8Array;

  constructor(values: readonly string[]) {
    this.codes = new Uint8Array(values.length);
    values.forEach((value, ordinal) => {
      let code = this.codeOf.get(value);
      if (code === undefined) {
        code = this.codeOf.size;
        if (code > 255) throw new Error(`A catalogue column has more than 256 distinct values, such as "${value}"`);
        this.codeOf.set(value, code);
      }
      this.codes[ordinal] = code;
    });
  }

  /** The code of a value, or -1 when no story has it. */
  code(value: string): number {
    return this.codeOf.get(value) ?? -1;
  }
}

/** Whether the story at this ordinal matches. */
type Match = (ordinal: number) => boolean;

/** A filter that is not given (a code, a player count or an ordinal no story has). */
const ANY = -2;

interface WalkRequest extends Omit<IndexPageRequest, "knownTotal"> {
  matches: Match;
  /** How many stories match: the walk stops when it has seen them all. */
  total: number;
}

/** The filter flags: of those given, the bits (`pick(true)`) or their wanted values (`pick(wanted)`). */
function flagBits(filters: StoryFilters, pick: (wanted: boolean) => boolean): number {
  let bits = 0;
  if (filters.sponsored !== undefined && pick(filters.sponsored)) bits |= FLAG.sponsored;
  if (filters.featured !== undefined && pick(filters.featured)) bits |= FLAG.featured;
  if (filters.available !== undefined && pick(filters.available)) bits |= FLAG.available;
  return bits;
}

/** The stories matching one set of filters. */
export class StoryIndexQuery {
  private counted: number | null = null;

  constructor(
    private readonly size: number,
    private readonly matches: Match,
    private readonly walk: (request: WalkRequest) => string[] | null,
  ) {}

  count(): number {
    if (this.counted !== null) return this.counted;
    let total = 0;
    for (let ordinal = 0; ordinal < this.size; ordinal += 1) if (this.matches(ordinal)) total += 1;
    this.counted = total;
    return total;
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
 * The whole catalogue's filter and sort columns and search words in memory, a few megabytes for 100,000 stories: a
 * page and its count are found in one pass over typed arrays, where the database would count every matching row for
 * each new combination of filters. It answers exactly what the catalogue's SQL answers for the catalogue it was built
 * from; the page's stories themselves are then read by id.
 */
export class StoryIndex {
  private readonly ids: string[];
  private readonly ordinalOf = new Map<string, number>();
  private readonly type: CodedColumn;
  private readonly region: CodedColumn;
  private readonly context: CodedColumn;
  private readonly length: CodedColumn;
  private readonly difficulty: CodedColumn;
  private readonly flags: Uint8Array;
  private readonly playersMin: Uint8Array;
  private readonly playersMax: Uint8Array;
  private readonly downloads: Int32Array;
  private readonly sortValues: Record<StorySort, (ordinal: number) => string | number>;
  private readonly orders = new Map<StorySort, Int32Array>();
  private readonly ranks = new Map<StorySort, Int32Array>();
  /** The search words in code-point order, and where each one's stories start in `postings`. */
  private readonly terms: string[];
  private readonly termStarts: Int32Array;
  private readonly postings: Int32Array;

  constructor(source: StoryIndexSource) {
    const stories = source.stories;
    this.ids = stories.map((story) => story.id);
    this.ids.forEach((id, ordinal) => this.ordinalOf.set(id, ordinal));
    this.type = new CodedColumn(stories.map((story) => story.type));
    this.region = new CodedColumn(stories.map((story) => story.region));
    this.context = new CodedColumn(stories.map((story) => story.context));
    this.length = new CodedColumn(stories.map((story) => story.length));
    this.difficulty = new CodedColumn(stories.map((story) => story.difficulty));
    this.flags = Uint8Array.from(stories, (story) => (story.isSponsored ? FLAG.sponsored : 0) | (story.isFeatured ? FLAG.featured : 0) | (story.isAvailable ? FLAG.available : 0));
    this.playersMin = Uint8Array.from(stories, (story) => story.playersMin);
    this.playersMax = Uint8Array.from(stories, (story) => story.playersMax);
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

  has(id: string): boolean {
    return this.ordinalOf.has(id);
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

  /** The stories matching `filters`: counted, and paged in any order, with one reading of the filters. */
  query(filters: StoryFilters): StoryIndexQuery {
    return new StoryIndexQuery(this.ids.length, this.matcher(filters), (request) => this.walk(request));
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
      if (!matches(ordinal)) continue;
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

  /** One function testing every given filter on a story; the search words are looked up once, not per story. */
  private matcher(filters: StoryFilters): Match {
    const anyCode = (column: CodedColumn, value: string | undefined) => (value === undefined ? ANY : column.code(value));
    const type = anyCode(this.type, filters.type);
    const region = anyCode(this.region, filters.region);
    const context = anyCode(this.context, filters.context);
    const length = anyCode(this.length, filters.length);
    const difficulty = anyCode(this.difficulty, filters.difficulty);
    const flagMask = flagBits(filters, () => true);
    const flagValue = flagBits(filters, (wanted) => wanted);
    const players = filters.players ?? ANY;
    const excluded = filters.exclude === undefined ? ANY : (this.ordinalOf.get(filters.exclude) ?? ANY);
    const words = queryTerms(filters.search ?? "");
    const found = words.length > 0 ? this.storiesWithEvery(words) : null;
    const { codes: types } = this.type;
    const { codes: regions } = this.region;
    const { codes: contexts } = this.context;
    const { codes: lengths } = this.length;
    const { codes: difficulties } = this.difficulty;
    const { flags, playersMin, playersMax } = this;
    return (ordinal) =>
      (type === ANY || types[ordinal] === type) &&
      (region === ANY || regions[ordinal] === region) &&
      (context === ANY || contexts[ordinal] === context) &&
      (length === ANY || lengths[ordinal] === length) &&
      (difficulty === ANY || difficulties[ordinal] === difficulty) &&
      ((flags[ordinal] ?? 0) & flagMask) === flagValue &&
      (players === ANY || ((playersMin[ordinal] ?? 0) <= players && players <= (playersMax[ordinal] ?? 0))) &&
      ordinal !== excluded &&
      (found === null || found[ordinal] === 1);
  }

  /** 1 for each story with a word beginning with each of `words` (at most eight). */
  private storiesWithEvery(words: readonly string[]): Uint8Array {
    const marks = new Uint8Array(this.ids.length);
    words.forEach((word, index) => {
      const bit = 1 << index;
      const from = this.termStarts[lowerBound(this.terms, word)] ?? 0;
      const to = this.termStarts[lowerBound(this.terms, prefixUpperBound(word))] ?? 0;
      for (let posting = from; posting < to; posting += 1) {
        const ordinal = this.postings[posting] ?? 0;
        marks[ordinal] = (marks[ordinal] ?? 0) | bit;
      }
    });
    const all = (1 << words.length) - 1;
    for (let ordinal = 0; ordinal < marks.length; ordinal += 1) marks[ordinal] = marks[ordinal] === all ? 1 : 0;
    return marks;
  }
}

const FLAG = { sponsored: 1, featured: 2, available: 4 } as const;

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
