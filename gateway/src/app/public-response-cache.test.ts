import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "../modules/stories/stories.test-fixtures";

const [sqlite] = testDatabaseKinds();
const CATALOGUE_QUERY = JSON.stringify({ query: "{ stories(limit: 3) { total items { id title } } }" });

async function postGraphql(gateway: TestGateway, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { cache: response.headers.get("x-cache"), status: response.status, body: await response.text(), headers: response.headers };
}

describe("the public response cache", () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(sqlite!);
    await insertStories(gateway, CATALOGUE_FIXTURES);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("answers a repeated anonymous catalogue query from memory with the same body and headers", async () => {
    const first = await postGraphql(gateway, CATALOGUE_QUERY);
    const second = await postGraphql(gateway, CATALOGUE_QUERY);
    expect(first.cache).toBeNull();
    expect(second.cache).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(JSON.parse(second.body)).toMatchObject({ data: { stories: { total: 30 } } });
  });

  it("serves REST catalogue routes from memory, gzipped when the client accepts it", async () => {
    const url = `${gateway.baseUrl}/api-coldcase/stories?limit=16&sort=title`;
    const plain = await fetch(url, { headers: { "accept-encoding": "identity", accept: "application/json" } });
    const plainBody = await plain.text();
    const { request } = await import("node:http");
    const gzipped = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(url, { headers: { "accept-encoding": "gzip", accept: "application/json" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(gzipped.headers["x-cache"]).toBe("HIT");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(plainBody);
  });

  it("gives every answer served from memory its own request id", async () => {
    await postGraphql(gateway, CATALOGUE_QUERY, { "x-request-id": "first-visitor" });
    const hit = await postGraphql(gateway, CATALOGUE_QUERY, { "x-request-id": "second-visitor" });
    expect(hit.cache).toBe("HIT");
    expect(hit.headers.get("x-request-id")).toBe("second-visitor");
  });

  it("never caches requests that carry credentials", async () => {
    await postGraphql(gateway, CATALOGUE_QUERY, { authorization: "Bearer anything" });
    const again = await postGraphql(gateway, CATALOGUE_QUERY, { authorization: "Bearer anything" });
    expect(again.cache).toBeNull();
  });

  it("never caches answers with errors, or queries outside the public catalogue", async () => {
    const badCursor = JSON.stringify({ query: '{ stories(after: "forged") { total } }' });
    await postGraphql(gateway, badCursor);
    expect((await postGraphql(gateway, badCursor)).cache).toBeNull();

    const introspection = JSON.stringify({ query: "{ __schema { queryType { name } } }" });
    await postGraphql(gateway, introspection);
    expect((await postGraphql(gateway, introspection)).cache).toBeNull();
  });

  it("keeps answers for different Accept headers apart", async () => {
    const query = JSON.stringify({ query: "{ stories(limit: 2) { total } }" });
    await postGraphql(gateway, query, { accept: "application/json" });
    const graphqlResponse = await postGraphql(gateway, query, { accept: "application/graphql-response+json" });
    expect(graphqlResponse.cache).toBeNull();
    expect(graphqlResponse.headers.get("content-type")).toMatch(/application\/graphql-response\+json/);
    expect((await postGraphql(gateway, query, { accept: "application/json" })).cache).toBe("HIT");
  });

  it("leaves large request bodies to the app's own JSON parser", async () => {
    const padded = JSON.stringify({ query: `{ stories(limit: 1) { total } }${" ".repeat(20_000)}` });
    const first = await postGraphql(gateway, padded);
    expect(first.status).toBe(200);
    expect((await postGraphql(gateway, padded)).cache).toBeNull();
  });

  it("answers a malformed JSON body with a 400 in GraphQL's error shape", async () => {
    const response = await postGraphql(gateway, "{not json");
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ extensions: { code: "BAD_REQUEST" } }] });
  });
});

describe("with the response cache turned off", () => {
  it("answers every request through the app", async () => {
    const gateway = await startTestGateway(sqlite!, { CATALOGUE_CACHE_TTL_MS: "0" });
    try {
      await postGraphql(gateway, CATALOGUE_QUERY);
      expect((await postGraphql(gateway, CATALOGUE_QUERY)).cache).toBeNull();
    } finally {
      await gateway.stop();
    }
  });
});
