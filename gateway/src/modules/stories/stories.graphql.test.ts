import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories, type StoryFixture } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "./stories.test-fixtures";

interface PageResult {
  stories: {
    items: { id: string }[];
    total: number;
    pages: number;
    currentPage: number;
    hasMore: boolean;
    endCursor: string | null;
  };
}

const PAGE_QUERY = `query Page($filter: StoryFilter, $sort: StorySort! = DOWNLOADS, $page: Int! = 1, $limit: Int! = 16, $after: String) {
  stories(filter: $filter, sort: $sort, page: $page, limit: $limit, after: $after) {
    items { id } total pages currentPage hasMore endCursor
  }
}`;

const byDownloads = (a: StoryFixture, b: StoryFixture) => (b.downloads ?? 0) - (a.downloads ?? 0) || b.id.localeCompare(a.id);
const byDate = (a: StoryFixture, b: StoryFixture) =>
  (b.dateAdded?.getTime() ?? 0) - (a.dateAdded?.getTime() ?? 0) || b.id.localeCompare(a.id);
const byTitle = (a: StoryFixture, b: StoryFixture) =>
  (a.title ?? "").toLowerCase().localeCompare((b.title ?? "").toLowerCase()) || a.id.localeCompare(b.id);
const byType = (a: StoryFixture, b: StoryFixture) => (a.type ?? "").localeCompare(b.type ?? "") || a.id.localeCompare(b.id);

const ids = (fixtures: StoryFixture[]) => fixtures.map((fixture) => fixture.id);

describe.each(testDatabaseKinds())("GraphQL catalogue on $name", (kind) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(kind);
    await insertStories(gateway, CATALOGUE_FIXTURES);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  async function page(variables: Record<string, unknown>) {
    const response = await gateway.graphql<PageResult>(PAGE_QUERY, variables);
    expect(response.errors).toBeUndefined();
    return response.data!.stories;
  }

  async function allIds(variables: Record<string, unknown>) {
    return ids((await page({ ...variables, limit: 100 })).items.map((item) => ({ id: item.id })));
  }

  it.each([
    ["DOWNLOADS", byDownloads],
    ["DATE", byDate],
    ["TITLE", byTitle],
    ["TYPE", byType],
  ] as const)("sorts by %s with ties broken by id", async (sort, compare) => {
    expect(await allIds({ sort })).toEqual(ids([...CATALOGUE_FIXTURES].sort(compare)));
  });

  it("sorts by downloads by default, most popular first", async () => {
    const first = await page({});
    expect(first.items.map((item) => item.id)).toEqual(ids([...CATALOGUE_FIXTURES].sort(byDownloads).slice(0, 16)));
    expect(first).toMatchObject({ total: 30, pages: 2, currentPage: 1, hasMore: true });
  });

  it.each([
    ["type", { type: "THEFT" }, (f: StoryFixture) => f.type === "theft"],
    ["region", { region: "SOUTH_AMERICA" }, (f: StoryFixture) => f.region === "South America"],
    ["context", { context: "HIGH_TECH" }, (f: StoryFixture) => f.context === "high tech"],
    ["sponsored", { sponsored: true }, (f: StoryFixture) => f.sponsorName !== undefined],
    ["not sponsored", { sponsored: false }, (f: StoryFixture) => f.sponsorName === undefined],
    ["featured", { featured: true }, (f: StoryFixture) => f.featured === true],
    ["not featured", { featured: false }, (f: StoryFixture) => f.featured !== true],
    ["exclude", { exclude: "s01" }, (f: StoryFixture) => f.id !== "s01"],
    ["players, at the bottom of a range", { players: 1 }, (f: StoryFixture) => f.playersMin === 1],
    ["players, inside and at the top of ranges", { players: 5 }, (f: StoryFixture) => f.playersMin! <= 5 && f.playersMax! >= 5],
    ["players no story takes", { players: 20 }, () => false],
    ["short length, 60 minutes included", { length: "SHORT" }, (f: StoryFixture) => f.lengthMinutes! <= 60],
    ["medium length, 61 to 120 minutes", { length: "MEDIUM" }, (f: StoryFixture) => f.lengthMinutes! > 60 && f.lengthMinutes! <= 120],
    ["long length, beyond 120 minutes", { length: "LONG" }, (f: StoryFixture) => f.lengthMinutes! > 120],
    ["difficulty", { difficulty: "HARD" }, (f: StoryFixture) => f.difficulty === "hard"],
    [
      "players, length, difficulty and type together",
      { players: 3, length: "MEDIUM", difficulty: "EASY", type: "THEFT" },
      (f: StoryFixture) => f.playersMin! <= 3 && f.playersMax! >= 3 && f.lengthMinutes! > 60 && f.lengthMinutes! <= 120 && f.difficulty === "easy" && f.type === "theft",
    ],
    [
      "type and region together",
      { type: "MURDER", region: "USA" },
      (f: StoryFixture) => f.type === "murder" && f.region === "USA",
    ],
  ] as const)("filters by %s", async (_name, filter, keep) => {
    const expected = ids(CATALOGUE_FIXTURES.filter(keep).sort(byDownloads));
    const result = await page({ filter, limit: 100 });
    expect(result.items.map((item) => item.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ["a title, in any case", "JUNIPER", ["s10"]],
    ["two words that must both match", "amber alibi", ["s01"]],
    ["a city without its accents", "sao paulo", ["s07"]],
    ["a region", "south america", ids(CATALOGUE_FIXTURES.filter((f) => f.region === "South America").sort(byDownloads))],
    ["the long description", "phosphorescent", ["s09"]],
    ["the medium description, ignoring punctuation", "100%", ["s13"]],
    ["the beginning of a word", "junip", ["s10"]],
    ["nothing for an unknown word", "zeppelin", []],
  ])("searches %s", async (_name, search, expected) => {
    const result = await page({ filter: { search }, limit: 100 });
    expect(result.items.map((item) => item.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it("ignores a search made only of punctuation", async () => {
    expect((await page({ filter: { search: " %_! " } })).total).toBe(30);
  });

  it("combines search with a type filter", async () => {
    const result = await page({ filter: { search: "amber", type: "MURDER" } });
    expect(result.items.map((item) => item.id)).toEqual(["s01"]);
  });

  it("pages by number, with the last page short and pages beyond it empty", async () => {
    const expected = ids([...CATALOGUE_FIXTURES].sort(byDownloads));
    const second = await page({ page: 2, limit: 16 });
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(16));
    expect(second).toMatchObject({ currentPage: 2, pages: 2, hasMore: false });
    const beyond = await page({ page: 3, limit: 16 });
    expect(beyond).toMatchObject({ items: [], total: 30, currentPage: 3, hasMore: false, endCursor: null });
    const single = await page({ limit: 1 });
    expect(single).toMatchObject({ pages: 30, items: [{ id: expected[0] }] });
  });

  it.each(["DOWNLOADS", "DATE", "TITLE", "TYPE"])("walks every story once with %s cursors", async (sort) => {
    const offsetOrder = await allIds({ sort });
    const walked: string[] = [];
    let after: string | null = null;
    let pageNumber = 0;
    do {
      const current: PageResult["stories"] = await page({ sort, limit: 7, after });
      pageNumber += 1;
      expect(current.currentPage).toBe(pageNumber);
      walked.push(...current.items.map((item) => item.id));
      after = current.hasMore ? current.endCursor : null;
    } while (after);
    expect(walked).toEqual(offsetOrder);
    expect(pageNumber).toBe(5);
  });

  it("continues a view filtered by players with its cursor, in every order", async () => {
    for (const sort of ["DOWNLOADS", "DATE", "TITLE", "TYPE"]) {
      const filter = { players: 4 };
      const whole = await allIds({ sort, filter });
      const first = await page({ sort, filter, limit: 4 });
      const second = await page({ sort, filter, limit: 4, after: first.endCursor });
      expect([...first.items, ...second.items].map((item) => item.id)).toEqual(whole.slice(0, 8));
    }
  });

  it("continues a filtered view with its cursor", async () => {
    const filter = { context: "LOW_TECH" };
    const first = await page({ filter, limit: 5 });
    const second = await page({ filter, limit: 5, after: first.endCursor });
    const expected = ids(CATALOGUE_FIXTURES.filter((f) => f.context === "low tech").sort(byDownloads));
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(expected.slice(0, 10));
  });

  it.each([
    ["a cursor for another sort", async () => (await page({ sort: "TITLE", limit: 3 })).endCursor, "after"],
    ["a forged cursor", async () => "not-a-cursor", "after"],
  ])("refuses %s", async (_name, makeCursor, argument) => {
    const response = await gateway.graphql(PAGE_QUERY, { sort: "DOWNLOADS", after: await makeCursor() });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_CURSOR", argument });
  });

  it.each([
    [{ limit: 0 }, "limit", /limit must not be less than 1/],
    [{ limit: 101 }, "limit", /limit must not be greater than 100/],
    [{ page: 0 }, "page", /page must not be less than 1/],
    [{ filter: { search: "x".repeat(101) } }, "filter.search", /search must be shorter than or equal to 100 characters/],
    [{ filter: { players: 0 } }, "filter.players", /players must not be less than 1/],
    [{ filter: { players: 21 } }, "filter.players", /players must not be greater than 20/],
  ])("refuses out-of-range arguments %j, naming the argument without echoing the input", async (variables, argument, message) => {
    const response = await gateway.graphql(PAGE_QUERY, variables);
    expect(response.data).toBeNull();
    const [error] = response.errors ?? [];
    expect(error?.extensions).toEqual({ code: "INVALID_ARGUMENT", argument });
    expect(error?.message).toMatch(message);
  });

  it("refuses an unknown enum value with a validation error", async () => {
    const response = await gateway.graphql(PAGE_QUERY, { sort: "PRICE" });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toMatch(/StorySort/);
  });

  it("lists featured stories, most popular first", async () => {
    const response = await gateway.graphql<{ featuredStories: { id: string; isFeatured: boolean }[] }>(
      "{ featuredStories { id isFeatured } }",
    );
    expect(response.data?.featuredStories.map((story) => story.id)).toEqual(
      ids(CATALOGUE_FIXTURES.filter((f) => f.featured).sort(byDownloads)),
    );
  });

  it("returns one story with every field, its sponsor and similar stories", async () => {
    const response = await gateway.graphql<{
      story: Record<string, unknown> & { similarStories: { id: string; type: string }[] };
    }>(`{ story(id: "s04") {
      id productId title city region type context shortDescription mediumDescription longDescription videoUrl
      isAvailable isSponsored sponsor { name } downloads dateAdded northAmericaProductId internationalProductId
      isFeatured priceCents coverImage smallCoverImage thumbnailImage similarStories { id type }
      playersMin playersMax playersBest lengthMinutes length difficulty
    } }`);
    const story = response.data!.story;
    expect(story).toMatchObject({
      id: "s04",
      productId: "kit-s04",
      title: "Dockside Cipher",
      type: "MURDER",
      region: "EUROPE",
      context: "LOW_TECH",
      isAvailable: true,
      isSponsored: true,
      sponsor: { name: "Sponsor of s04" },
      northAmericaProductId: "print-na-s04",
      internationalProductId: "print-intl-s04",
      priceCents: 1495,
      coverImage: "/images/stories/covers/s04-cover.webp",
      smallCoverImage: "/images/stories/small-covers/s04-cover.webp",
      thumbnailImage: "/images/stories/thumbnails/s04-thumb.webp",
      dateAdded: "2025-01-04T09:00:00.000Z",
      videoUrl: null,
      playersMin: 1,
      playersMax: 6,
      playersBest: 2,
      lengthMinutes: 90,
      length: "MEDIUM",
      difficulty: "MEDIUM",
    });
    const expectedSimilar = ids(CATALOGUE_FIXTURES.filter((f) => f.type === "murder" && f.id !== "s04").sort(byDownloads).slice(0, 4));
    expect(story.similarStories.map((similar) => similar.id)).toEqual(expectedSimilar);
  });

  it("batches similar stories for a whole page without mixing them up", async () => {
    const response = await gateway.graphql<{ stories: { items: { id: string; type: string; similarStories: { id: string; type: string }[] }[] } }>(
      "{ stories(limit: 30) { items { id type similarStories(limit: 2) { id type } } } }",
    );
    for (const item of response.data!.stories.items) {
      expect(item.similarStories).toHaveLength(2);
      for (const similar of item.similarStories) {
        expect(similar.type).toBe(item.type);
        expect(similar.id).not.toBe(item.id);
      }
    }
  });

  it("answers null for an unknown story and no sponsor for an unsponsored one", async () => {
    const missing = await gateway.graphql<{ story: null }>('{ story(id: "no-such-story") { id } }');
    expect(missing.data).toEqual({ story: null });
    const unsponsored = await gateway.graphql<{ story: { sponsor: null } }>('{ story(id: "s01") { sponsor { name } } }');
    expect(unsponsored.data?.story.sponsor).toBeNull();
  });
});

/** Titles as long as a title may be (160 characters), in a script of four UTF-8 bytes a character: the longest cursors. */
const LONGEST_TITLES: StoryFixture[] = ["l01", "l02", "l03"].map((id, index) => ({ id, title: String.fromCodePoint(0x1f575 + index).repeat(160) }));

describe.each(testDatabaseKinds())("GraphQL catalogue cursors after the longest titles on $name", (kind) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(kind);
    await insertStories(gateway, LONGEST_TITLES);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("takes back every cursor it gives", async () => {
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const response = await gateway.graphql<PageResult>(PAGE_QUERY, { sort: "TITLE", limit: 1, after });
      expect(response.errors).toBeUndefined();
      const current: PageResult["stories"] = response.data!.stories;
      walked.push(...current.items.map((item) => item.id));
      after = current.hasMore ? current.endCursor : null;
    } while (after);
    expect(walked).toHaveLength(LONGEST_TITLES.length);
  });
});
