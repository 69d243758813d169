import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buy, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";

const BUYER: TestUser = { sub: "user|rest-buyer", email: "rest-buyer@example.test" };

/** A complete new story in the REST shape's names and values. */
function newStoryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: "the-rest-affair",
    title: "The REST Affair",
    city: "Porto",
    region: "Europe",
    type: "brain teaser",
    context: "high tech",
    short_description: "A server answers a question nobody asked.",
    medium_description: "A server answers a question nobody asked. Its logs say it asked itself.",
    long_description: "The first request came at midnight.\n\nThe second one never left.",
    video_url: "https://video.example/rest-affair",
    price_cents: 1795,
    is_available: false,
    is_featured: false,
    players_min: 1,
    players_max: 4,
    players_best: 2,
    length_minutes: 45,
    difficulty: "hard",
    ...overrides,
  };
}

describe.each(testDatabaseKinds())("Story Management over REST on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("r", 3) });
    await buy(shop, shop.as(BUYER), ["kit-r02"]);
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function call(method: string, path: string, body?: unknown) {
    const response = await shop.admin().request(`/api-coldcase${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: response.json<Record<string, unknown>>() };
  }

  it("lists stories in the REST shape with price, revenue and kit, and pages by cursor", async () => {
    const first = await call("GET", "/admin/stories?sort=title&descending=false&limit=2");
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["has_more", "next_cursor", "stories", "total"]);
    expect(first.body).toMatchObject({ total: 3, has_more: true });
    const stories = first.body.stories as Record<string, unknown>[];
    expect(stories.map((story) => story._id)).toEqual(["r01", "r02"]);
    expect(stories[1]).toMatchObject({ _id: "r02", price_cents: 1495, price: 14.95, revenue: 14.95, revenue_cents: 1495, has_kit_file: true, players_min: 2, difficulty: "medium" });

    const second = await call("GET", `/admin/stories?sort=title&descending=false&limit=2&after=${encodeURIComponent(String(first.body.next_cursor))}`);
    expect(second.body).toMatchObject({ total: 3, has_more: false, next_cursor: null });
    expect((second.body.stories as Record<string, unknown>[]).map((story) => story._id)).toEqual(["r03"]);
  });

  it.each([
    ["sort=price&descending=false&available=true&type=murder", 3],
    ["search=r02", 1],
    ["featured=true", 0],
    ["sponsored=false&region=USA&context=low%20tech", 3],
  ])("filters with %s", async (query, total) => {
    expect((await call("GET", `/admin/stories?${query}`)).body).toMatchObject({ total });
  });

  it.each([
    ["sort=popularity", "sort", "sort must be one of: date_added, title, downloads, price"],
    ["descending=maybe", "descending", "descending must be true or false"],
    ["limit=101", "limit", "limit must be an integer between 1 and 100"],
    ["type=heist", "type", "type must be one of: murder, theft, brain teaser"],
    ["available=soon", "available", "available must be true or false"],
  ])("answers 400 naming the parameter for %s", async (query, argument, error) => {
    expect(await call("GET", `/admin/stories?${query}`)).toEqual({ status: 400, body: { errorCode: "INVALID_ARGUMENT", argument, error } });
  });

  it("keeps every answer out of shared and browser caches, refusals included", async () => {
    for (const path of ["/admin/stories", "/admin/stories/r01"]) {
      expect((await shop.admin().request(`/api-coldcase${path}`)).headers.get("cache-control")).toBe("private, no-store");
      expect((await shop.as(BUYER).request(`/api-coldcase${path}`)).headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("answers INVALID_CURSOR for a cursor of another order", async () => {
    const first = await call("GET", "/admin/stories?sort=title&limit=1");
    const response = await call("GET", `/admin/stories?sort=price&limit=1&after=${encodeURIComponent(String(first.body.next_cursor))}`);
    expect(response).toMatchObject({ status: 400, body: { errorCode: "INVALID_CURSOR", argument: "after" } });
  });

  it("creates a story with POST, Coming Soon with its house cover, and reads it back", async () => {
    const created = await call("POST", "/admin/stories", newStoryBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: "the-rest-affair",
      product_id: "kit-the-rest-affair",
      title: "The REST Affair",
      type: "brain teaser",
      is_available: false,
      price_cents: 1795,
      price: 17.95,
      revenue: 0,
      has_kit_file: false,
      players_min: 1,
      players_max: 4,
      players_best: 2,
      length_minutes: 45,
      difficulty: "hard",
      video_url: "https://video.example/rest-affair",
    });
    expect(created.body.cover_image).toMatch(/^\/images\/stories\/covers\/the-rest-affair-house-[0-9a-f]{12}\.webp$/);
    expect((await call("GET", "/admin/stories/the-rest-affair")).body).toEqual(created.body);
    const publicStory = await fetch(`${shop.gateway.baseUrl}/api-coldcase/stories/the-rest-affair`);
    expect(await publicStory.json()).toMatchObject({ _id: "the-rest-affair", is_available: false, players_best: 2 });
  });

  it("answers each faulty field of a POST under the REST shape's name", async () => {
    const response = await call("POST", "/admin/stories", newStoryBody({ _id: "x", players_best: 9, video_url: "ftp://video.example/x", price_cents: -1 }));
    expect(response).toEqual({
      status: 400,
      body: {
        errorCode: "INVALID_DETAILS",
        error: expect.any(String),
        _id: "The id must be at least 3 characters long.",
        video_url: "Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…",
        price_cents: "Price must be a whole number of cents from 0 to 100000 ($1,000.00).",
        players_best: "The best number of players must be from 1 to 4, within the range the story plays with.",
      },
    });
  });

  it("answers fields of the wrong JSON type, missing or unknown before anything is checked", async () => {
    const { title: _title, ...withoutTitle } = newStoryBody();
    const response = await call("POST", "/admin/stories", { ...withoutTitle, players_min: "two", difficulty: "fiendish", colour: "red" });
    expect(response).toMatchObject({
      status: 400,
      body: {
        errorCode: "INVALID_DETAILS",
        title: "title is required.",
        players_min: "players_min must be a number.",
        difficulty: "difficulty must be one of: easy, medium, hard.",
        colour: "colour is not a field of a story.",
      },
    });
    expect(await call("POST", "/admin/stories", ["not", "an", "object"])).toMatchObject({ status: 400, body: { body: "Send the story as a JSON object." } });
  });

  it("changes only the fields a PATCH names", async () => {
    const patched = await call("PATCH", "/admin/stories/r01", { title: "The r01 Inquest", players_max: 8, length_minutes: 150 });
    expect(patched).toMatchObject({ status: 200, body: { _id: "r01", title: "The r01 Inquest", players_min: 2, players_max: 8, length_minutes: 150, city: "Springfield", is_available: true } });
    const listed = await fetch(`${shop.gateway.baseUrl}/api-coldcase/stories?length=long&players=8`);
    expect(((await listed.json()) as { stories: { _id: string }[] }).stories.map((story) => story._id)).toEqual(["r01"]);
  });

  it("takes the longest story there is as JSON escaped to ASCII, as Python's json.dumps writes it", async () => {
    const longest = { medium_description: "\u{1f575}".repeat(1_000), long_description: "\u{1f575}".repeat(10_000) };
    const asciiJson = JSON.stringify(longest).replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const response = await shop.admin().request("/api-coldcase/admin/stories/r03", { method: "PATCH", headers: { "content-type": "application/json" }, body: asciiJson });
    expect(response.status).toBe(200);
    expect(response.json<{ long_description: string }>().long_description).toBe(longest.long_description);
  });

  it("answers a PATCH's faults in the REST shape's names, and 404 for an unknown story", async () => {
    expect(await call("PATCH", "/admin/stories/r01", { players_min: 9 })).toMatchObject({
      status: 400,
      body: { errorCode: "INVALID_DETAILS", players_max: "The most players (8) must be at least the fewest (9)." },
    });
    expect(await call("PATCH", "/admin/stories/the-rest-affair", { is_available: true })).toMatchObject({
      status: 400,
      body: { is_available: "Upload the kit PDF before making the story available; until then it stays Coming Soon." },
    });
    expect(await call("PATCH", "/admin/stories/no-such-story", { title: "Nothing" })).toEqual({
      status: 404,
      body: { errorCode: "NOT_FOUND", error: 'There is no story with the id "no-such-story".' },
    });
    expect(await call("GET", "/admin/stories/no-such-story")).toMatchObject({ status: 404 });
  });
});
