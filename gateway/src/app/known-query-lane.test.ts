import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { startTestIssuer, type TestIssuer, trusting } from "../test-support/test-issuer";
import manifest from "./persisted-query-manifest.json";

const AUDIENCE = "https://shop.example.test/api-coldcase";
const CATALOGUE = `query Catalogue($sort: StorySort!, $limit: Int!) { stories(sort: $sort, limit: $limit) { total items { id title city downloads coverImage } } }`;
const ME = `query Me { me { email firstName isAdmin } }`;
/** Headers of one delivery, not of the answer. */
const PER_DELIVERY = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One request over plain HTTP, the body as it came (compressed, when it was), every header lower-cased. `chunked`
 * sends the body without a declared length, which only the app reads.
 */
function send(url: string, options: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; chunked?: boolean }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? "GET", headers: { ...options.headers, ...(options.chunked ? { "transfer-encoding": "chunked" } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers[name] = String(value);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

function sameAnswer(answer: Answer): Omit<Answer, "headers"> & { headers: Record<string, string> } {
  return { ...answer, headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_DELIVERY.has(name))) };
}

function manifestId(name: string): string {
  const operation = manifest.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`${name} is not in the persisted query manifest`);
  return operation.id;
}

describe.each(testDatabaseKinds())("the lane for known queries on $name", (kind) => {
  let issuer: TestIssuer;
  let gateway: TestGateway;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    // The response cache off, so every repeat reaches the lane or the app.
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" }, trusting(issuer, AUDIENCE));
    await insertStories(
      gateway,
      Array.from({ length: 30 }, (_, index) => ({ id: `s${String(index).padStart(2, "0")}`, title: `Case ${index}` })),
    );
    await gateway.modules.stories.services.index.settled();
  });
  afterAll(async () => {
    await gateway.stop();
    await issuer.stop();
  });

  function bearer(sub = "user|reader", claims: Record<string, unknown> = {}): string {
    const now = Math.floor(Date.now() / 1000);
    return `Bearer ${issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub, email: `${sub.split("|")[1]}@example.test`, email_verified: true, iat: now, exp: now + 600, ...claims })}`;
  }

  const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    send(`${gateway.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) });

  function persistedGet(name: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const search = new URLSearchParams({
      operationName: name,
      variables: JSON.stringify(variables),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: manifestId(name) } }),
    });
    return send(`${gateway.baseUrl}/graphql?${search}`, { headers: { "apollo-require-preflight": "true", ...headers } });
  }

  /** The first answer comes from the app, the second from the lane; they must not differ. */
  async function throughAppThenLane(ask: () => Promise<Answer>): Promise<[Answer, Answer]> {
    const before = gateway.knownQueries.answered;
    const fromApp = await ask();
    expect(gateway.knownQueries.answered).toBe(before);
    const fromLane = await ask();
    expect(gateway.knownQueries.answered).toBe(before + 1);
    return [fromApp, fromLane];
  }

  it("answers a query sent before exactly as the app answered it: status, body, ETag and every header", async () => {
    const [fromApp, fromLane] = await throughAppThenLane(() => post(CATALOGUE, { sort: "TITLE", limit: 3 }));
    expect(fromApp.status).toBe(200);
    expect(JSON.parse(fromApp.body.toString("utf8"))).toMatchObject({ data: { stories: { total: 30, items: [{ id: "s00" }, { id: "s01" }, { id: "s10" }] } } });
    expect(sameAnswer(fromLane)).toEqual(sameAnswer(fromApp));
    expect(fromLane.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(fromLane.headers["cache-control"]).toBe("public, no-cache");
    expect(fromLane.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers other variables of a known query with their own answer", async () => {
    await post(CATALOGUE, { sort: "DATE_ADDED", limit: 2 });
    const before = gateway.knownQueries.answered;
    const other = await post(CATALOGUE, { sort: "TITLE", limit: 5 });
    expect(gateway.knownQueries.answered).toBe(before + 1);
    expect(JSON.parse(other.body.toString("utf8")).data.stories.items).toHaveLength(5);
  });

  it("answers the storefront's persisted GETs, keeps the caller's request id, and gives a 304 to a client holding the ETag", async () => {
    const [fromApp, fromLane] = await throughAppThenLane(() => persistedGet("StoryDetailPage", { id: "s07" }, { "x-request-id": "edge-42" }));
    expect(sameAnswer(fromLane)).toEqual(sameAnswer(fromApp));
    expect(fromLane.headers["x-request-id"]).toBe("edge-42");
    const revalidated = await persistedGet("StoryDetailPage", { id: "s07" }, { "if-none-match": fromLane.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(fromApp.headers.etag);
  });

  it("answers in the media type and the encoding the client asks for, as the app does", async () => {
    const accept = { accept: "application/graphql-response+json,application/json;q=0.9", "accept-encoding": "gzip" };
    const [fromApp, fromLane] = await throughAppThenLane(() => post(`${CATALOGUE} # asked in another format`, { sort: "TITLE", limit: 30 }, accept));
    expect(fromLane.headers["content-type"]).toBe("application/graphql-response+json; charset=utf-8");
    expect(fromLane.headers["content-encoding"]).toBe("gzip");
    expect(fromApp.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(fromLane.body).equals(gunzipSync(fromApp.body))).toBe(true);
    expect(fromLane.headers.etag).toBe(fromApp.headers.etag);
    expect(fromLane.headers.vary).toBe(fromApp.headers.vary);
  });

  it("compresses for a browser in the encoding the app chooses for it", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const [fromApp, fromLane] = await throughAppThenLane(() => post(`${CATALOGUE} # from a browser`, { sort: "TITLE", limit: 30 }, browser));
    expect(fromApp.headers["content-encoding"]).toBe("br");
    expect(fromLane.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(fromLane.body).equals(brotliDecompressSync(fromApp.body))).toBe(true);
  });

  it("answers a signed-in reader once the app has verified their token, privately and with their own data", async () => {
    const token = bearer("user|lane-reader");
    // The app verifies the token first; the lane hears of a text only from a request it may answer.
    await post(`${ME} # verifying`, {}, { authorization: token });
    const [fromApp, fromLane] = await throughAppThenLane(() => post(ME, {}, { authorization: token }));
    expect(JSON.parse(fromLane.body.toString("utf8"))).toEqual({ data: { me: { email: "lane-reader@example.test", firstName: null, isAdmin: false } } });
    expect(sameAnswer(fromLane)).toEqual(sameAnswer(fromApp));
    expect(fromLane.headers["cache-control"]).toBe("private, no-store");

    const other = await post(ME, {}, { authorization: bearer("user|another-reader") });
    expect(JSON.parse(other.body.toString("utf8")).data.me.email).toBe("another-reader@example.test");
  });

  it("leaves every token it has not seen verified to the app: a forged, expired or foreign token is refused there", async () => {
    const forged = `${bearer().slice(0, -4)}AAAA`;
    const expired = bearer("user|reader", { exp: Math.floor(Date.now() / 1000) - 60 });
    const foreign = bearer("user|reader", { aud: "https://elsewhere.example.test" });
    await post(CATALOGUE, { sort: "TITLE", limit: 1 });
    const before = gateway.knownQueries.answered;
    const statuses: number[] = [];
    for (const authorization of [forged, expired, foreign, "Bearer not-a-token", "Basic cmVhZGVyOnNlY3JldA=="]) {
      for (let attempt = 0; attempt < 2; attempt += 1) statuses.push((await post(CATALOGUE, { sort: "TITLE", limit: 1 }, { authorization })).status);
    }
    // A token that does not verify is 401; a header that is no bearer token at all is a bad request.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 400, 400]);
    expect(gateway.knownQueries.answered).toBe(before);
  });

  it("sends errors, refusals, mutations and anything but a plain query the whole way, where the app words them", async () => {
    const before = gateway.knownQueries.answered;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // An admin's field asked by a visitor, variables that do not coerce, a page beyond the breadth limit.
      expect((await post("query { adminDashboard { __typename } }", {})).status).toBe(401);
      expect((await post(CATALOGUE, { sort: "NOT_A_SORT", limit: 3 })).status).toBe(400);
      const broad = await post(`query Broad($limit: Int!) { stories(limit: $limit) { items { id similarStories(limit: 100) { id } } } }`, { limit: 100 });
      expect(JSON.stringify(JSON.parse(broad.body.toString("utf8")).errors)).toMatch(/QUERY_TOO_BROAD|BAD_USER_INPUT/);
      expect((await post("mutation { addToCart(input: { productId: \"nothing\" }) { __typename } }", {})).status).toBeLessThan(500);
      expect((await send(`${gateway.baseUrl}/graphql?query=${encodeURIComponent(CATALOGUE)}&variables=${encodeURIComponent('{"sort":"TITLE","limit":1}')}`, {})).status).toBe(400);
      expect((await post("query { nothingHere }", {})).status).toBe(400);
    }
    expect(gateway.knownQueries.answered).toBe(before);
  });

  it("judges breadth by the request's own variables and refuses what the app refuses, whatever came before", async () => {
    // `constructor` is a property every object inherits: a variable left out must not pass for one sent as null.
    const broadByDefault = `query Defaults($constructor: Int = 100) { stories(limit: $constructor) { items { id similarStories(limit: 100) { id } } } }`;
    for (let attempt = 0; attempt < 2; attempt += 1) await post(broadByDefault, { constructor: null });
    const before = gateway.knownQueries.answered;
    const broad = await post(broadByDefault, {});
    expect(JSON.stringify(JSON.parse(broad.body.toString("utf8")).errors)).toContain("QUERY_TOO_BROAD");
    // An operation name of "" names no operation: the app refuses it, however often the unnamed query was answered.
    const unnamed = "query { stories(limit: 2) { items { id } } }";
    for (let attempt = 0; attempt < 2; attempt += 1) await post(unnamed, {});
    const named = (operationName: string) =>
      send(`${gateway.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: unnamed, operationName }) });
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await named("")).status).toBe(400);
    expect(gateway.knownQueries.answered).toBe(before + 1);
  });

  it("leaves a request carrying a visitor's token to the app, which alone can set or take back their cookie", async () => {
    const cart = "query VisitorCart { cart { count } }";
    const cookie = { cookie: `cck_visitor=${"v".repeat(32)}; theme=dark` };
    const before = gateway.knownQueries.answered;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(cart, {}, cookie)).status).toBe(200);
    expect(gateway.knownQueries.answered).toBe(before);
    // Any other cookie is no reason.
    await throughAppThenLane(() => post(cart, {}, { cookie: "theme=dark" }));
  });

  it("leaves to the app the GETs Apollo refuses: a parameter given twice, variables that are no object, another persisted query version", async () => {
    const hash = manifestId("StoryDetailPage");
    const search = (params: [string, string][]) => `${gateway.baseUrl}/graphql?${new URLSearchParams(params)}`;
    const persisted = (version: number) => JSON.stringify({ persistedQuery: { version, sha256Hash: hash } });
    const refused = [
      search([["variables", '{"id":"s01"}'], ["variables", '{"id":"s02"}'], ["extensions", persisted(1)]]),
      search([["variables", "null"], ["extensions", persisted(1)]]),
      search([["variables", '{"id":"s01"}'], ["extensions", persisted(2)]]),
      search([["query", "query($id: ID!) { story(id: $id) { id } }"], ["variables", '{"id":"s01"}'], ["extensions", persisted(1)]]),
    ];
    const before = gateway.knownQueries.answered;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      for (const url of refused) expect((await send(url, { headers: { "apollo-require-preflight": "true" } })).status).toBe(400);
    }
    expect(gateway.knownQueries.answered).toBe(before);
  });

  it("answers a body that is not JSON as the app does, and never reads the body of a token it has not seen verified", async () => {
    const malformed = { method: "POST" as const, headers: { "content-type": "application/json" }, body: "{ not json" };
    const fromLane = await send(`${gateway.baseUrl}/graphql`, malformed);
    const fromApp = await send(`${gateway.baseUrl}/graphql`, { ...malformed, chunked: true });
    expect(fromLane.status).toBe(400);
    expect(JSON.parse(fromLane.body.toString("utf8")).errors[0].extensions.code).toBe("BAD_REQUEST");
    expect(sameAnswer(fromLane)).toEqual(sameAnswer(fromApp));
    const unverified = await send(`${gateway.baseUrl}/graphql`, { ...malformed, headers: { ...malformed.headers, authorization: bearer("user|unseen").slice(0, -2) } });
    expect(unverified.status).toBe(401);
    const batch = JSON.stringify([{ query: CATALOGUE, variables: { sort: "TITLE", limit: 1 } }]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await send(`${gateway.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: batch });
      expect(answer.status).toBe(400);
    }
  });

  it("shows a catalogue write at once", async () => {
    await post(CATALOGUE, { sort: "TITLE", limit: 1 });
    const updated = await gateway.modules.stories.services.updateStory({ requestId: "test", viewer: null }, "s00", { title: "A Case Retitled" });
    expect(updated.ok).toBe(true);
    const before = gateway.knownQueries.answered;
    const after = await post(CATALOGUE, { sort: "TITLE", limit: 1 });
    expect(gateway.knownQueries.answered).toBe(before + 1);
    expect(JSON.parse(after.body.toString("utf8")).data.stories.items[0].title).toBe("A Case Retitled");
  });
});
