import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "./stories.test-fixtures";

interface RestList {
  stories: Record<string, unknown>[];
  total: number;
  pages: number;
  currentPage: number;
  nextCursor: string | null;
}

describe.each(testDatabaseKinds())("REST façade /api-coldcase on $name", (kind) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(kind);
    await insertStories(gateway, CATALOGUE_FIXTURES);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  async function get(path: string) {
    const response = await fetch(`${gateway.baseUrl}/api-coldcase${path}`);
    return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as unknown };
  }

  it("returns a story with exactly the documented fields", async () => {
    const { status, body } = await get("/stories/s04");
    expect(status).toBe(200);
    expect(body).toEqual({
      _id: "s04",
      title: "Dockside Cipher",
      product_id: "kit-s04",
      cover_image: "/images/stories/covers/s04-cover.webp",
      small_cover_image: "/images/stories/small-covers/s04-cover.webp",
      thumbnail_image: "/images/stories/thumbnails/s04-thumb.webp",
      city: "City 4",
      region: "Europe",
      type: "murder",
      context: "low tech",
      short_description: "A short blurb for Dockside Cipher.",
      medium_description: "Medium text about Dockside Cipher.",
      long_description: "Long text about Dockside Cipher.\n\nMore text.",
      video_url: null,
      is_available: true,
      is_sponsored: true,
      sponsor_id: { name: "Sponsor of s04" },
      downloads: 148,
      date_added: "2025-01-04T09:00:00.000Z",
      north_america_id: "print-na-s04",
      international_id: "print-intl-s04",
      is_featured: false,
      price_cents: 1495,
      players_min: 1,
      players_max: 6,
      players_best: 2,
      length_minutes: 90,
      difficulty: "medium",
    });
  });

  it("marks an unavailable, unsponsored story as such", async () => {
    const { body } = await get("/stories/s30");
    expect(body).toMatchObject({ _id: "s30", is_available: false, is_sponsored: false, sponsor_id: null });
  });

  it("answers 404 with a JSON error for an unknown story", async () => {
    const { status, type, body } = await get("/stories/no-such-story");
    expect(status).toBe(404);
    expect(type).toMatch(/application\/json/);
    expect(body).toEqual({ error: 'No story with id "no-such-story"', errorCode: "STORY_NOT_FOUND" });
  });

  it("lists stories in the documented shape, 16 per page by default", async () => {
    const { status, body } = await get("/stories");
    const list = body as RestList;
    expect(status).toBe(200);
    expect(Object.keys(list).sort()).toEqual(["currentPage", "nextCursor", "pages", "stories", "total"]);
    expect(list).toMatchObject({ total: 30, pages: 2, currentPage: 1 });
    expect(list.stories).toHaveLength(16);
    expect(Object.keys(list.stories[0]!)).toContain("_id");
  });

  it("applies the catalogue's query parameters the way the storefront sends them", async () => {
    const { body } = await get("/stories?page=1&limit=16&search=&sort=title&is_featured=false&type=theft&region=&context=");
    const list = body as RestList;
    const expected = CATALOGUE_FIXTURES.filter((f) => f.type === "theft" && !f.featured);
    expect(list.total).toBe(expected.length);
    expect(list.stories.map((story) => story.title)).toEqual(
      expected.map((f) => f.title!).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it("serves the related-stories call: same type, excluding the story, 4 at most", async () => {
    const { body } = await get("/stories?limit=4&type=murder&exclude=s01");
    const list = body as RestList;
    expect(list.stories).toHaveLength(4);
    expect(list.stories.every((story) => story.type === "murder" && story._id !== "s01")).toBe(true);
  });

  it.each([
    ["region", "region=South%20America", (s: Record<string, unknown>) => s.region === "South America"],
    ["context", "context=high%20tech", (s: Record<string, unknown>) => s.context === "high tech"],
    ["sponsored", "sponsored=true", (s: Record<string, unknown>) => s.is_sponsored === true],
    ["featured", "is_featured=true", (s: Record<string, unknown>) => s.is_featured === true],
    ["search", "search=juniper", (s: Record<string, unknown>) => s._id === "s10"],
    ["players", "players=8", (s: Record<string, unknown>) => Number(s.players_min) <= 8 && Number(s.players_max) >= 8],
    ["difficulty", "difficulty=hard", (s: Record<string, unknown>) => s.difficulty === "hard"],
    ["length", "length=long", (s: Record<string, unknown>) => Number(s.length_minutes) > 120],
  ])("filters by %s", async (_name, query, matches) => {
    const list = (await get(`/stories?limit=100&${query}`)).body as RestList;
    expect(list.stories.length).toBeGreaterThan(0);
    expect(list.stories.every(matches)).toBe(true);
  });

  it("finds exactly the stories of a game night: players, length and difficulty together", async () => {
    const list = (await get("/stories?limit=100&sort=title&players=2&length=short&difficulty=easy")).body as RestList;
    const expected = CATALOGUE_FIXTURES.filter(
      (f) => f.playersMin! <= 2 && f.playersMax! >= 2 && f.lengthMinutes! <= 60 && f.difficulty === "easy",
    ).map((f) => f.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(list.stories.map((story) => story._id).sort()).toEqual(expected.sort());
    expect(list.total).toBe(expected.length);
  });

  it("follows nextCursor to the end", async () => {
    const seen: unknown[] = [];
    let path = "/stories?limit=12&sort=date";
    for (;;) {
      const list = (await get(path)).body as RestList;
      seen.push(...list.stories.map((story) => story._id));
      if (!list.nextCursor) break;
      path = `/stories?limit=12&sort=date&after=${encodeURIComponent(list.nextCursor)}`;
    }
    expect(new Set(seen).size).toBe(30);
  });

  it("lists featured stories in the list shape", async () => {
    const list = (await get("/stories/featured")).body as RestList;
    expect(list).toMatchObject({ total: 3, pages: 1, currentPage: 1 });
    expect(list.stories.map((story) => story._id).sort()).toEqual(["s01", "s02", "s03"]);
  });

  it.each([
    ["limit=abc", "limit", /limit must be an integer between 1 and 100/],
    ["limit=100000", "limit", /limit must be an integer between 1 and 100/],
    ["limit=0", "limit", /limit/],
    ["page=-1", "page", /page must be an integer/],
    ["sort=price", "sort", /sort must be one of: downloads, date, title, type/],
    ["type=heist", "type", /type must be one of: murder, theft, brain teaser/],
    ["region=Mars", "region", /region must be one of/],
    ["context=steampunk", "context", /context must be one of/],
    ["sponsored=maybe", "sponsored", /sponsored must be true or false/],
    ["is_featured=yes", "is_featured", /is_featured must be true or false/],
    ["limit=5&limit=6", "limit", /limit must be given once/],
    ["after=forged", "after", /cursor/],
    ["players=0", "players", /players must be an integer between 1 and 20/],
    ["players=21", "players", /players must be an integer between 1 and 20/],
    ["players=two", "players", /players must be an integer between 1 and 20/],
    ["length=SHORT", "length", /length must be one of: short, medium, long/],
    ["difficulty=fiendish", "difficulty", /difficulty must be one of: easy, medium, hard/],
  ])("answers 400 naming the parameter for %s", async (query, argument, message) => {
    const { status, body } = await get(`/stories?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: argument === "after" ? "INVALID_CURSOR" : "INVALID_ARGUMENT", argument });
    expect((body as { error: string }).error).toMatch(message);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const { status, body } = await get("/nothing-here");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Not found", errorCode: "NOT_FOUND" });
  });
});

describe.each(testDatabaseKinds())("REST catalogue cursors after the longest titles on $name", (kind) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(kind);
    // 160 characters of four UTF-8 bytes each: the longest title, so the longest cursor.
    await insertStories(gateway, ["l01", "l02", "l03"].map((id, index) => ({ id, title: String.fromCodePoint(0x1f575 + index).repeat(160) })));
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("takes back every nextCursor it gives", async () => {
    const seen: unknown[] = [];
    let path = "/stories?limit=1&sort=title";
    for (;;) {
      const response = await fetch(`${gateway.baseUrl}/api-coldcase${path}`);
      expect(response.status).toBe(200);
      const list = (await response.json()) as RestList;
      seen.push(...list.stories.map((story) => story._id));
      if (!list.nextCursor) break;
      path = `/stories?limit=1&sort=title&after=${encodeURIComponent(list.nextCursor)}`;
    }
    expect(seen).toHaveLength(3);
  });
});
