import { setImmediate as nextTurn } from "node:timers/promises";
import type { EntityManager } from "typeorm";
import { StorySort } from "./story.enums";
import type { IndexedStory, StoryIndexSource } from "./story-index";
import { orderBySql, SORT_KEYS } from "./story-keyset";
import type { StoryRows } from "./story-rows";

const INDEXED_PROPERTIES = [
  "type",
  "region",
  "context",
  "isSponsored",
  "isFeatured",
  "isAvailable",
  "length",
  "difficulty",
  "playersMin",
  "playersMax",
  "downloads",
  "dateAdded",
  "title",
] as const satisfies readonly (keyof IndexedStory)[];

/**
 * Stories whose search words are read in one statement. 100,000 stories have about 3.3 million words: read in slices,
 * with a turn of the event loop between them, so the requests served meanwhile are not held up.
 */
const WORDS_SLICE = 2_000;

/** The ids in one sort's order, as the database (and its collation) orders them. */
async function readOrder(manager: EntityManager, sort: StorySort): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(`SELECT story.id AS id FROM stories story ORDER BY ${orderBySql(SORT_KEYS[sort])}`);
  return rows.map((row) => row.id);
}

/** Every story's id and downloads, most downloaded first, as the catalogue lists them. */
export async function readDownloadsOrder(manager: EntityManager): Promise<{ id: string; downloads: number }[]> {
  const rows: { id: string; downloads: number | string }[] = await manager.query(
    `SELECT story.id AS id, story.downloads AS downloads FROM stories story ORDER BY ${orderBySql(SORT_KEYS[StorySort.DOWNLOADS])}`,
  );
  return rows.map((row) => ({ id: row.id, downloads: Number(row.downloads) }));
}

/** Everything the catalogue's index is made of, read from the database. */
export async function readStoryIndexSource(manager: EntityManager, rows: StoryRows, signal?: AbortSignal): Promise<StoryIndexSource> {
  const stories = await rows.read(manager, { conditions: [], properties: INDEXED_PROPERTIES, limit: Number.MAX_SAFE_INTEGER });
  const inTurn = async (read: () => Promise<string[]>) => {
    await nextTurn();
    signal?.throwIfAborted();
    return read();
  };
  const orders: Record<StorySort, string[]> = {
    [StorySort.DOWNLOADS]: await inTurn(() => readOrder(manager, StorySort.DOWNLOADS)),
    [StorySort.DATE]: await inTurn(() => readOrder(manager, StorySort.DATE)),
    [StorySort.TITLE]: await inTurn(() => readOrder(manager, StorySort.TITLE)),
    [StorySort.TYPE]: await inTurn(() => readOrder(manager, StorySort.TYPE)),
  };
  const ordinalOf = new Map(stories.map((story, ordinal) => [story.id, ordinal]));
  return { stories, orders, terms: await readTerms(manager, ordinalOf, signal) };
}

/**
 * Each word with the ordinals of its stories. The stories are numbers from the start (3.3 million of them at 100,000
 * stories): kept as the driver's strings until the index is built, they would hold a few hundred megabytes.
 */
async function readTerms(manager: EntityManager, ordinalOf: ReadonlyMap<string, number>, signal: AbortSignal | undefined): Promise<Map<string, number[]>> {
  const sorted = await readIdsInDatabaseOrder(manager);
  const terms = new Map<string, number[]>();
  for (let start = 0; start < sorted.length; start += WORDS_SLICE) {
    await nextTurn();
    signal?.throwIfAborted();
    const slice: { storyId: string; term: string }[] = await manager.query(
      "SELECT story_id AS storyId, term FROM story_search_terms WHERE story_id >= ? AND story_id <= ?",
      [sorted[start], sorted[Math.min(start + WORDS_SLICE, sorted.length) - 1]],
    );
    for (const { storyId, term } of slice) {
      const ordinal = ordinalOf.get(storyId);
      if (ordinal === undefined) throw new Error(`A search word belongs to story "${storyId}", which the catalogue did not list`);
      const stories = terms.get(term);
      if (stories) stories.push(ordinal);
      else terms.set(term, [ordinal]);
    }
  }
  return terms;
}

/** Slices are cut in the database's own order of ids, so that its range conditions cover each id once. */
async function readIdsInDatabaseOrder(manager: EntityManager): Promise<string[]> {
  const rows: { id: string }[] = await manager.query("SELECT id FROM stories ORDER BY id");
  return rows.map((row) => row.id);
}
