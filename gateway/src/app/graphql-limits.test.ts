import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABUSE_REQUESTS, BROAD_BUT_ALLOWED_QUERY, CATALOGUE_QUERY, type RefusalBody, refusalOf } from "../bench/abuse-queries";
import { insertStories, type StoryFixture } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { GRAPHQL_LIMITS } from "../platform/graphql/graphql-limits";

const STORIES: StoryFixture[] = Array.from({ length: 6 }, (_, index) => ({
  id: `s0${index + 1}`,
  title: `Case ${index + 1}`,
  downloads: 100 - index,
}));

interface CatalogueAnswer {
  stories: { total: number; items: { id: string; title: string }[] };
}

const sqlite = testDatabaseKinds().filter((kind) => kind.name === "sqlite");

describe.each(sqlite)("GraphQL abuse limits on $name", (kind) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    // The response cache must not answer: every request has to reach the limits.
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, STORIES);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  async function expectCatalogueAnswers(): Promise<void> {
    const answer = await gateway.graphql<CatalogueAnswer>(CATALOGUE_QUERY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.stories).toEqual({
      total: STORIES.length,
      items: STORIES.map((story) => ({ id: story.id, title: story.title })),
    });
  }

  it.each(ABUSE_REQUESTS.map((request) => [request.name, request] as const))("refuses %s before running it", async (_name, request) => {
    const response = await fetch(`${gateway.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: request.body,
    });
    expect(response.status).toBe(request.status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as RefusalBody & { data?: unknown };
    expect(body.data).toBeUndefined();
    const refusal = refusalOf(body);
    expect(refusal.code).toBe(request.code);
    expect(refusal.message).toEqual(expect.stringContaining(request.figure));
    await expectCatalogueAnswers();
  });

  it("names the limit in each GraphQL refusal", async () => {
    const deep = await gateway.graphql(`{ story(id: "s01") { ${"similarStories { ".repeat(9)}id${" }".repeat(9)} } }`);
    expect(deep.errors?.[0]?.message).toBe(`Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 11.`);
  });

  it("answers a broad catalogue query that stays under the breadth limit", async () => {
    const answer = await gateway.graphql<{ stories: { items: { similarStories: { similarStories: unknown[] }[] }[] } }>(BROAD_BUT_ALLOWED_QUERY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.stories.items).toHaveLength(STORIES.length);
  });

  it("sizes lists by their variables, not only by literal limits", async () => {
    const query = `query Broad($limit: Int!) { story(id: "s01") { similarStories(limit: $limit) { similarStories(limit: $limit) { similarStories(limit: $limit) { similarStories(limit: $limit) { id } } } } } }`;
    const small = await gateway.graphql(query, { limit: 2 });
    expect(small.errors).toBeUndefined();
    const large = await gateway.graphql(query, { limit: 12 });
    expect(large.status).toBe(400);
    expect(large.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_BROAD");
  });

  it("answers introspection, which the limits leave alone", async () => {
    const answer = await gateway.graphql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema.types.length).toBeGreaterThan(10);
  });

  it("does not suggest field names, which would leak the schema", async () => {
    const answer = await gateway.graphql(`{ stories { itemz { id } } }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
