import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, setPrice, type Shop, startShop, type TestUser } from "../../test-support/commerce.test-fixtures";
import type { StoryFixture } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import type { GraphqlResponse } from "../../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "../stories/stories.test-fixtures";
import { ADMIN_STORIES } from "./admin-stories.test-fixtures";

const BUYER: TestUser = { sub: "user|reader", email: "reader@example.test" };
/** Prices that tie (s03 and s04) and stand apart, so the price order's tie-break shows. */
const PRICES: Record<string, number> = { s02: 995, s03: 2495, s04: 2495, s05: 0 };
const priceOf = (fixture: StoryFixture) => PRICES[fixture.id] ?? 1495;

interface ListItem {
  story: { id: string; title: string; priceCents: number; downloads: number; dateAdded: string };
  revenueCents: number;
  hasKitFile: boolean;
}

interface ListPage {
  items: ListItem[];
  total: number;
  hasMore: boolean;
  endCursor: string | null;
}

type Compare = (a: StoryFixture, b: StoryFixture) => number;
const byId: Compare = (a, b) => a.id.localeCompare(b.id);
const ORDERS: [string, Compare][] = [
  ["DATE_ADDED", (a, b) => (a.dateAdded?.getTime() ?? 0) - (b.dateAdded?.getTime() ?? 0) || byId(a, b)],
  ["TITLE", (a, b) => (a.title ?? "").toLowerCase().localeCompare((b.title ?? "").toLowerCase()) || byId(a, b)],
  ["PRICE", (a, b) => priceOf(a) - priceOf(b) || byId(a, b)],
];

describe.each(testDatabaseKinds())("Story Management's list on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: CATALOGUE_FIXTURES });
    for (const [id, cents] of Object.entries(PRICES)) await setPrice(shop.gateway, id, cents);
    await buy(shop, shop.as(BUYER), ["kit-s02", "kit-s03"]);
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function list(variables: Record<string, unknown>): Promise<ListPage> {
    const response = await shop.admin().graphql<{ adminStories: ListPage }>(ADMIN_STORIES, variables);
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data.adminStories;
  }

  /** Every page of a list, followed by its cursors. */
  async function walk(variables: Record<string, unknown>, limit: number): Promise<{ ids: string[]; pages: number; totals: Set<number> }> {
    const ids: string[] = [];
    const totals = new Set<number>();
    let after: string | null = null;
    let pages = 0;
    do {
      const page: ListPage = await list({ ...variables, limit, after });
      pages += 1;
      ids.push(...page.items.map((item) => item.story.id));
      totals.add(page.total);
      after = page.hasMore ? page.endCursor : null;
    } while (after);
    return { ids, pages, totals };
  }

  it("lists the newest stories first by default, 25 to a page, with the total", async () => {
    const page = await list({});
    const newestFirst = [...CATALOGUE_FIXTURES].sort(ORDERS[0]![1]).reverse().map((fixture) => fixture.id);
    expect(page.items.map((item) => item.story.id)).toEqual(newestFirst.slice(0, 25));
    expect(page).toMatchObject({ total: 30, hasMore: true });
  });

  describe.each(ORDERS)("ordered by %s", (sort, compare) => {
    it.each([false, true])("walks every story once, descending: %s", async (descending) => {
      const expected = [...CATALOGUE_FIXTURES].sort(compare).map((fixture) => fixture.id);
      const walked = await walk({ sort, descending }, 7);
      expect(walked.ids).toEqual(descending ? expected.reverse() : expected);
      expect(walked.pages).toBe(5);
      expect([...walked.totals]).toEqual([30]);
    });
  });

  it("orders by downloads, and shows each story's revenue and kit", async () => {
    const page = await list({ sort: "DOWNLOADS", limit: 100 });
    const downloads = page.items.map((item) => item.story.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    const revenue = Object.fromEntries(page.items.filter((item) => item.revenueCents > 0).map((item) => [item.story.id, item.revenueCents]));
    expect(revenue).toEqual({ s02: 995, s03: 2495 });
    expect(page.items.every((item) => item.hasKitFile)).toBe(true);
  });

  it.each([
    ["coming soon", { available: false }, (f: StoryFixture) => f.available === false],
    ["on sale", { available: true }, (f: StoryFixture) => f.available !== false],
    ["featured", { featured: true }, (f: StoryFixture) => f.featured === true],
    ["sponsored", { sponsored: true }, (f: StoryFixture) => f.sponsorName !== undefined],
    ["a type", { type: "THEFT" }, (f: StoryFixture) => f.type === "theft"],
    ["a region", { region: "ASIA" }, (f: StoryFixture) => f.region === "Asia"],
    ["a context and a type", { context: "HIGH_TECH", type: "MURDER" }, (f: StoryFixture) => f.context === "high tech" && f.type === "murder"],
    ["a search", { search: "juniper" }, (f: StoryFixture) => f.id === "s10"],
  ] as const)("filters by %s, paging through the filtered list", async (_name, filter, keep) => {
    const expected = CATALOGUE_FIXTURES.filter(keep).sort(ORDERS[1]![1]).map((fixture) => fixture.id);
    const walked = await walk({ filter, sort: "TITLE", descending: false }, 4);
    expect(walked.ids).toEqual(expected);
    expect([...walked.totals]).toEqual([expected.length]);
  });

  it("refuses a cursor of another order, direction or filter, and a forged one", async () => {
    const first = await list({ sort: "TITLE", descending: false, limit: 3 });
    for (const variables of [{ sort: "PRICE", descending: false }, { sort: "TITLE", descending: true }, { sort: "TITLE", descending: false, filter: { featured: true } }]) {
      const response = await shop.admin().graphql(ADMIN_STORIES, { ...variables, after: first.endCursor });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_CURSOR", argument: "after" });
    }
    const forged = await shop.admin().graphql(ADMIN_STORIES, { after: "bm90LWEtY3Vyc29y" });
    expect(forged.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_CURSOR" });
  });

  it.each([
    [{ limit: 0 }, "limit"],
    [{ limit: 101 }, "limit"],
    [{ filter: { search: "x".repeat(101) } }, "filter.search"],
  ])("refuses out-of-range arguments %j", async (variables, argument) => {
    const response = await shop.admin().graphql(ADMIN_STORIES, variables);
    expect(response.errors?.[0]?.extensions).toEqual({ code: "INVALID_ARGUMENT", argument });
  });
});

/** A search of 100 characters, quotes escaped twice inside the cursor, that still finds every story (by its blurb). */
const LONGEST_SEARCH = `${'"'.repeat(95)}blurb`;

describe.each(testDatabaseKinds())("Story Management's cursors after the longest titles on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    // 160 characters of four UTF-8 bytes each: the longest title, so the longest cursor.
    shop = await startShop(kind, { stories: ["l01", "l02", "l03"].map((id, index) => ({ id, title: String.fromCodePoint(0x1f575 + index).repeat(160) })) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("takes back every cursor it gives, in GraphQL and over REST", async () => {
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const response: GraphqlResponse<{ adminStories: ListPage }> = await shop.admin().graphql(ADMIN_STORIES, { filter: { search: LONGEST_SEARCH }, sort: "TITLE", limit: 1, after });
      expect(response.errors).toBeUndefined();
      const page: ListPage | undefined = response.data?.adminStories;
      walked.push(...(page?.items.map((item) => item.story.id) ?? []));
      after = page?.hasMore ? page.endCursor : null;
    } while (after);
    expect(walked).toEqual(["l03", "l02", "l01"]);

    const query = `/api-coldcase/admin/stories?sort=title&limit=1&search=${encodeURIComponent(LONGEST_SEARCH)}`;
    const first = await shop.admin().request(query);
    const cursor = first.json<{ next_cursor: string }>().next_cursor;
    const second = await shop.admin().request(`${query}&after=${encodeURIComponent(cursor)}`);
    expect(second.status).toBe(200);
    expect(second.json<{ stories: { _id: string }[] }>().stories.map((story) => story._id)).toEqual(["l02"]);
  });
});
