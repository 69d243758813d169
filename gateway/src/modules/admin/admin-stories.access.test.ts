import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Shop, type ShopClient, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { ADMIN_STORIES, ADMIN_STORY, CREATE_STORY, REQUEST_COVER_UPLOAD, REQUEST_KIT_UPLOAD, storyInput, UPDATE_STORY } from "./admin-stories.test-fixtures";

const CUSTOMER: TestUser = { sub: "user|customer", email: "customer@example.test" };

const GRAPHQL_FIELDS: [string, string, Record<string, unknown>][] = [
  ["adminStories", ADMIN_STORIES, {}],
  ["adminStory", ADMIN_STORY, { id: "a01" }],
  ["createStory", CREATE_STORY, { input: { id: "sneaky-story", story: storyInput() } }],
  ["updateStory", UPDATE_STORY, { id: "a01", input: storyInput({ title: "Defaced" }) }],
  ["requestStoryCoverUpload", REQUEST_COVER_UPLOAD, { storyId: "a01" }],
  ["requestStoryKitUpload", REQUEST_KIT_UPLOAD, { storyId: "a01" }],
];

const REST_ROUTES: [string, string, Record<string, unknown> | undefined][] = [
  ["GET", "/api-coldcase/admin/stories", undefined],
  ["GET", "/api-coldcase/admin/stories/a01", undefined],
  ["POST", "/api-coldcase/admin/stories", { _id: "sneaky-story", title: "Sneaky" }],
  ["PATCH", "/api-coldcase/admin/stories/a01", { title: "Defaced" }],
];

describe.each(testDatabaseKinds())("Story Management refused to everyone but admins on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("a", 1) });
  });
  afterAll(async () => {
    await shop.stop();
  });

  const callers: [string, () => ShopClient, number, string][] = [
    ["a visitor", () => shop.visitor(), 401, "UNAUTHENTICATED"],
    ["a signed-in customer", () => shop.as(CUSTOMER), 403, "FORBIDDEN"],
  ];

  describe.each(callers)("for %s", (_who, client, status, code) => {
    it.each(GRAPHQL_FIELDS)("refuses %s in GraphQL", async (_field, query, variables) => {
      const response = await client().graphql(query, variables);
      expect(response.status).toBe(status);
      // A nullable field answers null beside the error; a required one takes the whole answer down.
      expect(Object.values(response.data ?? {}).every((value) => value === null)).toBe(true);
      expect(response.errors?.[0]?.extensions?.code).toBe(code);
    });

    it.each(REST_ROUTES)("refuses %s %s", async (method, path, body) => {
      const response = await client().request(path, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(response.status).toBe(status);
      expect(response.json()).toMatchObject({ errorCode: code });
    });
  });

  it("left every story as it was", async () => {
    const admin = shop.admin();
    const story = await admin.graphql<{ adminStory: { story: { title: string } } }>(ADMIN_STORY, { id: "a01" });
    expect(story.data?.adminStory.story.title).toBe("The a01 Affair");
    expect((await admin.graphql<{ adminStory: null }>(ADMIN_STORY, { id: "sneaky-story" })).data?.adminStory).toBeNull();
  });
});
