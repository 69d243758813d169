import type { EntityManager } from "typeorm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { systemContext } from "../../platform/request-context";
import { insertStories } from "../../test-support/story-fixtures";
import { syntheticCatalogue } from "../../test-support/synthetic-catalogue";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "./stories.test-fixtures";
import type { StoryFilters } from "./stories.types";
import { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StorySort, StoryType } from "./story.enums";
import { storyConditions } from "./story-filters";
import { StoryIndex } from "./story-index";
import { StoryIndexKeeper } from "./story-index-keeper";
import { readStoryIndexSource } from "./story-index-source";
import { afterPosition, positionAfter, SORT_KEYS } from "./story-keyset";
import { StoryRows } from "./story-rows";

/** Every filter alone and in pairs, search words broad and narrow, accented, several at once and none at all. */
const FILTERS: StoryFilters[] = [
  {},
  { type: StoryType.THEFT },
  { region: StoryRegion.EUROPE },
  { context: StoryContext.HIGH_TECH },
  { sponsored: true },
  { sponsored: false },
  { featured: true },
  { available: false },
  { exclude: "s05" },
  { exclude: "no-such-story" },
  { players: 1 },
  { players: 6 },
  { players: 20 },
  { length: StoryLength.SHORT },
  { length: StoryLength.LONG },
  { difficulty: StoryDifficulty.HARD },
  { search: "la" },
  { search: "lantern" },
  { search: "SAO PAULO" },
  { search: "phosphor" },
  { search: "the silent 1" },
  { search: "nothing-matches-this" },
  { search: "!!!" },
  { search: "t", type: StoryType.MURDER },
  { type: StoryType.BRAIN_TEASER, region: StoryRegion.ASIA },
  // The index keeps combinations: one differing from another in a single filter must not be answered with its set.
  { type: StoryType.BRAIN_TEASER, region: StoryRegion.EUROPE },
  // A combination leaving out one story is not kept, and must still leave it out.
  { search: "t", type: StoryType.MURDER, exclude: "s04" },
  { featured: false, players: 3, difficulty: StoryDifficulty.EASY },
  { search: "cold", sponsored: true, length: StoryLength.MEDIUM, context: StoryContext.LOW_TECH },
];

const LIMIT = 4;

describe.each(testDatabaseKinds())("the catalogue's index on $name", (kind) => {
  let gateway: TestGateway;
  let index: StoryIndex;
  const rows = new StoryRows();
  const ctx = systemContext("test");
  const manager = (): EntityManager => gateway.platform.uow.manager(ctx);

  beforeAll(async () => {
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, [...CATALOGUE_FIXTURES, ...syntheticCatalogue(120)]);
    index = new StoryIndex(await readStoryIndexSource(manager(), rows));
  });
  afterAll(async () => {
    await gateway.stop();
  });

  async function sqlPage(filters: StoryFilters, sort: StorySort, offset: number, after?: { id: string; value: string | number }) {
    const conditions = storyConditions(filters, kind.name);
    const total = await rows.count(manager(), conditions);
    if (after) conditions.push(afterPosition(manager().connection, SORT_KEYS[sort], after));
    const stories = await rows.read(manager(), { conditions, order: SORT_KEYS[sort], limit: LIMIT + 1, offset });
    return { ids: stories.map((story) => story.id), total, last: stories.at(LIMIT - 1) };
  }

  it.each(FILTERS.map((filters) => [JSON.stringify(filters), filters] as const))("answers %s as the SQL does, in every order, by page and by cursor", async (_name, filters) => {
    for (const sort of Object.values(StorySort)) {
      for (const offset of [0, LIMIT, 3 * LIMIT]) {
        const expected = await sqlPage(filters, sort, offset);
        expect(index.query(filters).page({ sort, offset, limit: LIMIT }), `${sort} from ${offset}`).toEqual({ ids: expected.ids, total: expected.total });
        expect(index.query(filters).count()).toBe(expected.total);
        if (!expected.last) continue;
        const after = positionAfter(expected.last, SORT_KEYS[sort].property);
        const following = await sqlPage(filters, sort, 0, after);
        expect(index.query(filters).page({ sort, offset: 0, limit: LIMIT, after }), `${sort} after ${after.id}`).toEqual({ ids: following.ids, total: following.total });
      }
    }
  });

  it("refuses a cursor whose story it does not hold with that value, so the SQL answers it", () => {
    expect(index.query({}).page({ sort: StorySort.TITLE, offset: 0, limit: LIMIT, after: { id: "no-such-story", value: "Amber Alibi" } })).toBeNull();
    expect(index.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: LIMIT, after: { id: "s05", value: 499 } })).toBeNull();
    expect(index.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: LIMIT, after: { id: "s05", value: 500 } })).not.toBeNull();
  });

  it("moves a story in the order by downloads as the database orders it, through ties, for sales and refunds", async () => {
    const moved = new StoryIndex(await readStoryIndexSource(manager(), rows));
    const changes: [string, number][] = [["s05", 1], ["s06", -1], ["s06", -1], ["synthetic-000007", 1], ["s30", 1], ["s30", -1], ["s10", 400]];
    const everyId = async () => ((await manager().query("SELECT id FROM stories ORDER BY downloads DESC, id DESC")) as { id: string }[]).map((row) => row.id);
    try {
      for (const [id, delta] of changes) {
        await gateway.platform.db.query("UPDATE stories SET downloads = downloads + ? WHERE id = ?", [delta, id]);
        expect(moved.changeDownloads(id, delta)).toBe(true);
        expect(moved.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: moved.size })?.ids, `after ${id} ${delta}`).toEqual(await everyId());
      }
      expect(moved.changeDownloads("no-such-story", 1)).toBe(false);
    } finally {
      for (const [id, delta] of changes) await gateway.platform.db.query("UPDATE stories SET downloads = downloads - ? WHERE id = ?", [delta, id]);
    }
  });

  it("takes a new order by downloads only when it lists the stories it holds", async () => {
    const order = (await manager().query("SELECT id, downloads FROM stories ORDER BY downloads ASC, id ASC")) as { id: string; downloads: number }[];
    const fresh = new StoryIndex(await readStoryIndexSource(manager(), rows));
    expect(await fresh.prepareDownloadsOrder(order.slice(1))).toBeNull();
    expect(await fresh.prepareDownloadsOrder([...order.slice(1), order[1]!], 10)).toBeNull();
    const prepared = await fresh.prepareDownloadsOrder([...order.slice(1), order[0]!]);
    fresh.takeDownloadsOrder(prepared!);
    expect(fresh.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: 2 })?.ids).toEqual(order.slice(1, 4).map((story) => story.id));
  });

  it("builds a new order by downloads beside the one in use, a few stories a turn, and puts it in use only when taken", async () => {
    const order = (await manager().query("SELECT id, downloads FROM stories ORDER BY downloads ASC, id ASC")) as { id: string; downloads: number }[];
    const fresh = new StoryIndex(await readStoryIndexSource(manager(), rows));
    const before = fresh.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: 2 });
    let turns = 0;
    let preparing = true;
    const countTurns = () => {
      turns += 1;
      if (preparing) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const prepared = await fresh.prepareDownloadsOrder(
      order.map((story) => ({ ...story, downloads: 1_000_000 - story.downloads })),
      10,
    );
    preparing = false;
    expect(turns).toBeGreaterThanOrEqual(Math.floor((order.length - 1) / 10) - 1);
    expect(fresh.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: 2 })).toEqual(before);
    expect(fresh.downloadsOf(order[0]!.id)).toBe(order[0]!.downloads);
    fresh.takeDownloadsOrder(prepared!);
    expect(fresh.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: 2 })?.ids).toEqual(order.slice(0, 3).map((story) => story.id));
    expect(fresh.downloadsOf(order[0]!.id)).toBe(1_000_000 - order[0]!.downloads);
  });
});

interface CataloguePage {
  stories: { total: number; items: { id: string; title: string; downloads: number }[] };
}

const PAGE = `query($search: String, $sort: StorySort) {
  stories(filter: { search: $search }, sort: $sort, limit: 3) { total items { id title downloads } }
}`;

describe.each(testDatabaseKinds())("the gateway's catalogue index on $name", (kind) => {
  let gateway: TestGateway;
  const stories = () => gateway.modules.stories.services;
  const page = async (variables: { search?: string; sort?: string }) => (await gateway.graphql<CataloguePage>(PAGE, variables)).data!.stories;

  beforeAll(async () => {
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, CATALOGUE_FIXTURES);
    await stories().index.settled();
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("answers the catalogue's pages once built: a search the database can no longer answer is still found", async () => {
    // The search words are removed behind the catalogue's back (no write tells it): only the index still has them.
    await gateway.platform.db.query("DELETE FROM story_search_terms WHERE term = 'lantern'");
    expect(await page({ search: "lantern" })).toMatchObject({ total: 2, items: [{ id: "s12" }, { id: "s02" }] });
  });

  it("shows a write to the reader as soon as it is answered, and answers from the index again once rebuilt", async () => {
    const renamed = await stories().updateStory(systemContext("test"), "s01", { title: "Aardvark Alibi" });
    expect(renamed.ok).toBe(true);
    expect((await page({ sort: "TITLE" })).items[0]).toMatchObject({ id: "s01", title: "Aardvark Alibi" });
    await stories().index.settled();
    expect(stories().index.current(StorySort.TITLE)).not.toBeNull();
    expect((await page({ sort: "TITLE" })).items[0]).toMatchObject({ id: "s01", title: "Aardvark Alibi" });
  });

  it("orders by downloads as they are after a sale, before and after its order is read again", async () => {
    const [top] = (await page({ sort: "DOWNLOADS" })).items;
    const runnerUp = (await page({ sort: "DOWNLOADS" })).items[1]!;
    const sales = top!.downloads - runnerUp.downloads + 1;
    for (let sale = 0; sale < sales; sale += 1) {
      await gateway.platform.uow.run(systemContext("test"), (tx) => stories().changeDownloads(tx, runnerUp.id, 1));
    }
    expect((await page({ sort: "DOWNLOADS" })).items[0]).toMatchObject({ id: runnerUp.id, downloads: runnerUp.downloads + sales });
    await stories().index.settled();
    expect(stories().index.current(StorySort.DOWNLOADS)).not.toBeNull();
    expect((await page({ sort: "DOWNLOADS" })).items[0]).toMatchObject({ id: runnerUp.id, downloads: runnerUp.downloads + sales });
  });

  it("keeps answering from its order by downloads while it reads other gateways' sales, and takes them once read", async () => {
    const index = stories().index;
    const runnerUp = (await page({ sort: "DOWNLOADS" })).items[1]!;
    // Another gateway's sales: the database's downloads change, and no write tells this gateway.
    await gateway.platform.db.query("UPDATE stories SET downloads = downloads + 1000 WHERE id = ?", [runnerUp.id]);
    index.takeOtherGatewaysSales();
    expect(index.current(StorySort.DOWNLOADS)).not.toBeNull();
    await index.settled();
    expect(index.current(StorySort.DOWNLOADS)).not.toBeNull();
    expect((await page({ sort: "DOWNLOADS" })).items[0]).toMatchObject({ id: runnerUp.id, downloads: runnerUp.downloads + 1000 });
  });

  describe("when a sale here lands while the order by downloads is read for other gateways' sales", () => {
    // A keeper of the test's own, whose periodic read never comes due during it: the test makes each read happen.
    let keeper: StoryIndexKeeper;
    beforeEach(async () => {
      keeper = new StoryIndexKeeper(gateway.platform.uow, gateway.platform.generations, new StoryRows(), {
        dataSet: "catalogue",
        sharedDownloadsRefreshMs: 3_600_000,
        retryMs: 60_000,
      });
      keeper.start();
      await keeper.settled();
    });
    afterEach(async () => {
      await keeper.stop();
    });
    const downloadsOf = (id: string) => keeper.current(StorySort.DOWNLOADS)?.downloadsOf(id);
    /** A sale here: its commit, then the keeper told of it, as the stories service tells its own. */
    const sell = async (id: string) => {
      await gateway.platform.db.query("UPDATE stories SET downloads = downloads + 1 WHERE id = ?", [id]);
      keeper.noteDownloadsChanged(id, 1);
    };
    /** Another gateway's sales: the database's downloads change, and nothing tells this gateway. */
    const soldElsewhere = (id: string, sales: number) => gateway.platform.db.query("UPDATE stories SET downloads = downloads + ? WHERE id = ?", [sales, id]);
    /** Makes a sale of `id` here while each of the next `reads` reads of this keeper's order is under way. */
    const sellingDuring = (reads: number, id: string) => {
      const ownIndex = keeper.current(StorySort.TITLE);
      const prepare = StoryIndex.prototype.prepareDownloadsOrder;
      let sold = 0;
      let read = 0;
      const spy = vi.spyOn(StoryIndex.prototype, "prepareDownloadsOrder").mockImplementation(async function (this: StoryIndex, ...args) {
        if (this === ownIndex) {
          read += 1;
          if (sold < reads) {
            sold += 1;
            await sell(id);
          }
        }
        return prepare.apply(this, args);
      });
      return { sold: () => sold, reads: () => read, restore: () => spy.mockRestore() };
    };
    const twoStories = async () => {
      const [, other, third] = (await page({ sort: "DOWNLOADS" })).items;
      return { other: other!.id, third: third!.id, otherDownloads: downloadsOf(other!.id)!, thirdDownloads: downloadsOf(third!.id)! };
    };

    it("keeps the order in use, which holds that sale, and takes other gateways' sales at the next read", async () => {
      const { other, third, otherDownloads, thirdDownloads } = await twoStories();
      await soldElsewhere(other, 7);
      const selling = sellingDuring(1, third);
      try {
        keeper.takeOtherGatewaysSales();
        await keeper.settled();
      } finally {
        selling.restore();
      }
      expect(selling.sold()).toBe(1);
      expect(downloadsOf(third)).toBe(thirdDownloads + 1);
      expect(downloadsOf(other)).toBe(otherDownloads);
      keeper.takeOtherGatewaysSales();
      await keeper.settled();
      expect(downloadsOf(third)).toBe(thirdDownloads + 1);
      expect(downloadsOf(other)).toBe(otherDownloads + 7);
    });

    it("takes the read all the same after setting three aside, and reads again for the sale it may miss", async () => {
      const { other, third, otherDownloads, thirdDownloads } = await twoStories();
      await soldElsewhere(other, 7);
      const selling = sellingDuring(4, third);
      try {
        for (let tick = 0; tick < 4; tick += 1) {
          keeper.takeOtherGatewaysSales();
          await keeper.settled();
        }
      } finally {
        selling.restore();
      }
      expect(selling.sold()).toBe(4);
      expect(selling.reads()).toBe(5);
      expect(keeper.current(StorySort.DOWNLOADS)).not.toBeNull();
      expect(downloadsOf(third)).toBe(thirdDownloads + 4);
      expect(downloadsOf(other)).toBe(otherDownloads + 7);
    });
  });

  it("tries a build that failed again, and answers with SQL meanwhile", async () => {
    const keeper = new StoryIndexKeeper(gateway.platform.uow, gateway.platform.generations, new StoryRows(), {
      dataSet: "catalogue",
      sharedDownloadsRefreshMs: 60_000,
      retryMs: 10,
    });
    await gateway.platform.db.query("ALTER TABLE story_search_terms RENAME TO story_search_terms_away");
    try {
      keeper.start();
      await keeper.settled();
      expect(keeper.current(StorySort.TITLE)).toBeNull();
    } finally {
      await gateway.platform.db.query("ALTER TABLE story_search_terms_away RENAME TO story_search_terms");
    }
    await vi.waitFor(() => expect(keeper.current(StorySort.TITLE)).not.toBeNull(), { timeout: 10_000 });
    await keeper.stop();
  });
});
