import { type EntityManager, In } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../platform/request-context";
import { insertStories } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "./stories.test-fixtures";
import { Sponsorship } from "./sponsorship.entity";
import { StoryCards } from "./story-cards";
import { StoryRows } from "./story-rows";

interface CardsPage {
  stories: { items: { id: string; title: string; downloads: number }[] };
  story: { title: string; downloads: number; similarStories: { id: string; title: string }[] };
}

const CARDS_PAGE = `query($id: ID!) {
  stories(sort: TITLE, limit: 4) { items { id title downloads } }
  story(id: $id) { title downloads similarStories(limit: 3) { id title } }
}`;

describe.each(testDatabaseKinds())("the index's stories on $name", (kind) => {
  let gateway: TestGateway;
  const rows = new StoryRows();
  const manager = (): EntityManager => gateway.platform.uow.manager(systemContext("test"));
  const stories = () => gateway.modules.stories.services;
  const page = async (id: string) => (await gateway.graphql<CardsPage>(CARDS_PAGE, { id })).data!;

  beforeAll(async () => {
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, CATALOGUE_FIXTURES);
    await stories().index.settled();
  });
  afterAll(async () => {
    await gateway.stop();
  });

  /** Cards over the test database that note each read they make. */
  function cardsReading(
    reads: string[][],
    options: { downloadsOf?: (id: string) => number | undefined; maxBytes?: number; sponsorReads?: string[][] } = {},
  ): StoryCards {
    const source = {
      readStories: (ids: readonly string[]) => {
        reads.push([...ids]);
        return rows.readByIds(manager(), ids);
      },
      readSponsorships: (storyIds: readonly string[]) => {
        options.sponsorReads?.push([...storyIds]);
        return manager().findBy(Sponsorship, { storyId: In([...storyIds]) });
      },
      downloadsOf: options.downloadsOf ?? (() => undefined),
    };
    return new StoryCards(source, options.maxBytes);
  }

  it("reads only the stories it does not hold, gives them in the order asked, and leaves out ids with no story", async () => {
    const reads: string[][] = [];
    const cards = cardsReading(reads);
    expect((await cards.read(["s03", "s01", "no-such-story"])).map((story) => story.id)).toEqual(["s03", "s01"]);
    expect((await cards.read(["s01", "s02", "s03"])).map((story) => story.id)).toEqual(["s01", "s02", "s03"]);
    expect(reads).toEqual([["s03", "s01", "no-such-story"], ["s02"]]);
  });

  it("gives each caller a copy of its own, every column read, with the downloads the index holds", async () => {
    const cards = cardsReading([], { downloadsOf: (id) => (id === "s01" ? 4242 : undefined) });
    const [first] = await cards.read(["s01"]);
    first!.title = "Changed by a caller";
    const [again, other] = await cards.read(["s01", "s02"]);
    expect(again).toMatchObject({ id: "s01", title: "Amber Alibi", downloads: 4242, city: "City 1", priceCents: expect.any(Number) });
    expect(again!.longDescription.length).toBeGreaterThan(0);
    expect(other).toMatchObject({ id: "s02", downloads: CATALOGUE_FIXTURES[1]!.downloads });
  });

  it("still answers with stories too large to keep, reading them each time", async () => {
    const reads: string[][] = [];
    const cards = cardsReading(reads, { maxBytes: 1 });
    expect((await cards.read(["s04", "s05"])).map((story) => story.id)).toEqual(["s04", "s05"]);
    expect((await cards.read(["s04"])).map((story) => story.id)).toEqual(["s04"]);
    expect(reads).toEqual([["s04", "s05"], ["s04"]]);
  });

  it("warms up with the stories asked for, reading only those not held, until abandoned or nearly full", async () => {
    const reads: string[][] = [];
    const sponsorReads: string[][] = [];
    const cards = cardsReading(reads, { sponsorReads });
    await cards.read(["s02"]);
    expect(await cards.warm(["s01", "s02", "s03", "s04"], () => false)).toBe(4);
    expect((await cards.read(["s03", "s01", "s02", "s04"])).map((story) => story.id)).toEqual(["s03", "s01", "s02", "s04"]);
    expect((await cards.sponsorships(["s01", "s03", "s04"])).map((sponsorship) => sponsorship.sponsorName)).toEqual(["Sponsor of s04"]);
    expect(reads).toEqual([["s02"], ["s01", "s03", "s04"]]);
    expect(sponsorReads).toEqual([["s01", "s03", "s04"]]);

    const abandonedReads: string[][] = [];
    expect(await cardsReading(abandonedReads).warm(["s01", "s02"], () => true)).toBe(0);
    expect(abandonedReads).toEqual([]);

    const fullReads: string[][] = [];
    // Chunks of a thousand: the first holds s01 and s02, which do not fit, and the warming stops there.
    const ids = ["s01", ...Array.from({ length: 998 }, (_unused, index) => `no-such-story-${index}`), "s02", "s03", "s04"];
    await cardsReading(fullReads, { maxBytes: 1 }).warm(ids, () => false);
    expect(fullReads).toEqual([ids.slice(0, 1_000)]);
  });

  it("holds each story's sponsor, and that it has none, once read: each caller gets a copy of its own", async () => {
    const sponsorReads: string[][] = [];
    const cards = cardsReading([], { sponsorReads });
    const named = async (ids: string[]) => (await cards.sponsorships(ids)).map((sponsorship) => [sponsorship.storyId, sponsorship.sponsorName]);
    expect(await named(["s04", "s01", "s08"])).toEqual([
      ["s04", "Sponsor of s04"],
      ["s08", "Sponsor of s08"],
    ]);
    const [copy] = await cards.sponsorships(["s04"]);
    copy!.sponsorName = "Changed by a caller";
    expect(await named(["s01", "s04", "s12"])).toEqual([
      ["s04", "Sponsor of s04"],
      ["s12", "Sponsor of s12"],
    ]);
    expect(sponsorReads).toEqual([["s04", "s01", "s08"], ["s12"]]);
  });

  it("answers catalogue pages, a story and its similar stories from memory once read: a change behind the catalogue's back is not seen", async () => {
    const before = await page("s01");
    const titles = (answer: CardsPage) => [...answer.stories.items.map((story) => story.title), answer.story.title, ...answer.story.similarStories.map((story) => story.title)];
    expect(titles(before)).toContain("Amber Alibi");
    await gateway.platform.db.query("UPDATE stories SET title = 'Changed behind the catalogue' WHERE id IN ('s01', 's04', 's07')");
    try {
      expect(titles(await page("s01"))).toEqual(titles(before));
    } finally {
      await gateway.platform.db.query("UPDATE stories SET title = CASE id WHEN 's01' THEN 'Amber Alibi' WHEN 's04' THEN 'Dockside Cipher' ELSE 'Glass Orchard' END WHERE id IN ('s01', 's04', 's07')");
    }
  });

  it("shows a sale's downloads at once on every page, and a catalogue write's change once it is answered", async () => {
    const before = await page("s01");
    await gateway.platform.uow.run(systemContext("test"), (tx) => stories().changeDownloads(tx, "s01", 1));
    const afterSale = await page("s01");
    expect(afterSale.story.downloads).toBe(before.story.downloads + 1);
    expect(afterSale.stories.items.find((story) => story.id === "s01")?.downloads).toBe(before.story.downloads + 1);

    const renamed = await stories().updateStory(systemContext("test"), "s01", { title: "Aardvark Alibi" });
    expect(renamed.ok).toBe(true);
    expect((await page("s01")).story.title).toBe("Aardvark Alibi");
    await stories().index.settled();
    expect(stories().index.currentCards()).not.toBeNull();
    const rebuilt = await page("s01");
    expect(rebuilt.story).toMatchObject({ title: "Aardvark Alibi", downloads: before.story.downloads + 1 });
    expect(rebuilt.stories.items[0]).toMatchObject({ id: "s01", title: "Aardvark Alibi" });
  });
});
