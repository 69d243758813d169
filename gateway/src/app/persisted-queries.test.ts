import { createHash } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../platform/request-context";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { startTestIssuer, type TestIssuer, trusting } from "../test-support/test-issuer";
import manifest from "./persisted-query-manifest.json";

const AUDIENCE = "https://shop.example.test/api-coldcase";
/** What a client sends so Apollo's CSRF prevention lets a GET through (the storefront sends `content-type: application/json`). */
const PREFLIGHT = { "apollo-require-preflight": "true" };

function manifestId(name: string): string {
  const operation = manifest.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`${name} is not in the persisted query manifest`);
  return operation.id;
}

function persistedGetUrl(gateway: TestGateway, sha256Hash: string, variables: Record<string, unknown> = {}): string {
  const search = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
  });
  return `${gateway.baseUrl}/graphql?${search}`;
}

interface GraphqlAnswer {
  data?: unknown;
  errors?: { extensions?: { code?: string } }[];
}

/** A GET as a CDN or a browser revalidating its cache sends it (fetch would add `cache-control: no-cache` next to If-None-Match). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; text: string; json: GraphqlAnswer | undefined }>((resolve, reject) => {
    request(url, { headers: { ...PREFLIGHT, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") responseHeaders.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: responseHeaders, text, json: text ? (JSON.parse(text) as GraphqlAnswer) : undefined });
      });
    })
      .on("error", reject)
      .end();
  });
}

const storyPage = (gateway: TestGateway, headers: Record<string, string> = {}) =>
  get(persistedGetUrl(gateway, manifestId("StoryDetailPage"), { id: "s01" }), headers);

describe.each(testDatabaseKinds())("persisted queries over GET on $name", (kind) => {
  let issuer: TestIssuer;
  let gateway: TestGateway;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    gateway = await startTestGateway(kind, {}, trusting(issuer, AUDIENCE));
    await insertStories(gateway, [
      { id: "s01", title: "Amber Alibi" },
      { id: "s02", title: "Brass Lantern" },
    ]);
  });
  afterAll(async () => {
    await gateway.stop();
    await issuer.stop();
  });

  function bearer(): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    return { authorization: `Bearer ${issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|reader", iat: now, exp: now + 600 })}` };
  }

  it("answers a storefront query by its manifest hash without any registration, cacheable by anyone", async () => {
    const answer = await storyPage(gateway);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ data: { story: { id: "s01", title: "Amber Alibi" } } });
    expect(answer.headers.get("cache-control")).toBe("public, max-age=10, stale-while-revalidate=10");
    expect(answer.headers.get("etag")).toMatch(/^(W\/)?"[^"]+"$/);
    expect(answer.headers.get("vary")).toMatch(/Authorization/);
  });

  it("serves the repeat from the response cache with the same ETag, and a 304 without a body to a client holding it", async () => {
    const first = await storyPage(gateway);
    const hit = await storyPage(gateway);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.text).toBe(first.text);
    expect(hit.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(hit.headers.get("cache-control")).toBe(first.headers.get("cache-control"));

    const revalidated = await storyPage(gateway, { "if-none-match": first.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("gives the answer a new ETag after a catalogue write", async () => {
    const before = await storyPage(gateway);
    const updated = await gateway.modules.stories.services.updateStory(systemContext("test"), "s01", { title: "Amber Alibi Revisited" });
    expect(updated.ok).toBe(true);
    const after = await storyPage(gateway, { "if-none-match": before.headers.get("etag")! });
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ data: { story: { title: "Amber Alibi Revisited" } } });
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("keeps a signed-in reader's answer private and out of every cache", async () => {
    const signedIn = await storyPage(gateway, bearer());
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("x-cache")).toBeNull();
  });

  it("keeps answers with errors and personal queries private", async () => {
    const missing = await get(persistedGetUrl(gateway, manifestId("StoryDetailPage"), { id: { not: "an id" } }));
    expect(missing.json?.errors).toBeDefined();
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    const viewer = await get(persistedGetUrl(gateway, manifestId("Viewer")));
    expect(viewer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses mutations over GET, by hash or by text", async () => {
    const byHash = await get(persistedGetUrl(gateway, manifestId("AddToCart"), { productId: "story:s01" }));
    expect(byHash.status).toBe(405);
    const byText = await get(`${gateway.baseUrl}/graphql?${new URLSearchParams({ query: 'mutation { removeFromCart(productId: "story:s01") { __typename } }' })}`);
    expect(byText.status).toBe(405);
  });

  it("answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, which no cache keeps", async () => {
    const unknown = await get(persistedGetUrl(gateway, "0".repeat(64)));
    expect(unknown.json?.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a GET without a preflight-forcing header (Apollo's CSRF prevention), even when the answer is in memory", async () => {
    const url = persistedGetUrl(gateway, manifestId("StoryDetailPage"), { id: "s02" });
    await get(url);
    expect((await get(url, { "content-type": "application/json" })).headers.get("x-cache")).toBe("HIT");
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(response.headers.get("x-cache")).toBeNull();
  });

  it("lets other clients register a query the standard APQ way, then GET it by hash", async () => {
    const query = '{ story(id: "s02") { title } }';
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    expect((await get(persistedGetUrl(gateway, sha256Hash))).json?.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");

    const registration = await fetch(`${gateway.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    });
    expect(await registration.json()).toEqual({ data: { story: { title: "Brass Lantern" } } });

    const byHash = await get(persistedGetUrl(gateway, sha256Hash));
    expect(byHash.json).toEqual({ data: { story: { title: "Brass Lantern" } } });
    expect(byHash.headers.get("cache-control")).toMatch(/^public/);
    expect((await get(persistedGetUrl(gateway, sha256Hash))).headers.get("x-cache")).toBe("HIT");
  });

  it("applies the GraphQL limits to registrations and GETs, and registers nothing they refuse", async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: story(id: "s01") { id }`).join(" ");
    const query = `{ ${aliases} }`;
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    const registration = await fetch(`${gateway.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    });
    expect(((await registration.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe("TOO_MANY_ALIASES");
    expect((await get(persistedGetUrl(gateway, sha256Hash))).json?.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    const byText = await get(`${gateway.baseUrl}/graphql?${new URLSearchParams({ query })}`);
    expect(byText.json?.errors?.[0]?.extensions?.code).toBe("TOO_MANY_ALIASES");
  });

  it("gives REST catalogue routes the same Cache-Control, ETag and 304", async () => {
    const url = `${gateway.baseUrl}/api-coldcase/stories?limit=2`;
    const first = await get(url);
    expect(first.headers.get("cache-control")).toBe("public, max-age=10, stale-while-revalidate=10");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const hit = await get(url, { "if-none-match": etag });
    expect(hit.status).toBe(304);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect((await get(url, bearer())).headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("with the response cache turned off", () => {
  const [sqlite] = testDatabaseKinds();
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(sqlite!, { CATALOGUE_CACHE_TTL_MS: "0" });
    await insertStories(gateway, [{ id: "s01", title: "Amber Alibi" }]);
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("has every use revalidated, and the app itself answers 304 to a matching ETag", async () => {
    const first = await storyPage(gateway);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const revalidated = await storyPage(gateway, { "if-none-match": first.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.get("x-cache")).toBeNull();

    const rest = await get(`${gateway.baseUrl}/api-coldcase/stories/s01`);
    const restRevalidated = await get(`${gateway.baseUrl}/api-coldcase/stories/s01`, { "if-none-match": rest.headers.get("etag")! });
    expect(restRevalidated.status).toBe(304);
  });
});
