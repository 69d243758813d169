import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { RateLimitStore } from "../platform/rate-limit-store";
import { type Shop, startShop, type TestUser } from "../test-support/commerce.test-fixtures";
import { freshAddress } from "../test-support/fresh-address";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";

const MUTATION = 'mutation { removeFromCart(productId: "no-such-kit") { __typename } }';
const QUERY = "{ stories(limit: 1) { __typename } }";


interface Answer {
  status: number;
  retryAfter: string | null;
  body: { errors?: { extensions?: { code?: string } }[]; errorCode?: string };
}

/** The gateway trusts the loopback proxy, so X-Forwarded-For names the caller's address. */
async function post(baseUrl: string, path: string, body: unknown, address: string, token: string | null = null): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as Answer["body"] };
}

const graphql = (baseUrl: string, query: string, address: string, token: string | null = null) => post(baseUrl, "/graphql", { query }, address, token);
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code ?? answer.body.errorCode ?? null;

describe.each(testDatabaseKinds())("per-caller rate limits on $name", (kind) => {
  let shop: Shop;
  const reader: TestUser = { sub: "user|limited-reader", email: "limited-reader@example.test" };
  const other: TestUser = { sub: "user|limited-other", email: "limited-other@example.test" };

  beforeAll(async () => {
    shop = await startShop(kind, { env: { MUTATIONS_PER_MINUTE: "3", CHECKOUTS_PER_MINUTE: "2" } });
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("refuses an address's mutations past the limit with 429, RATE_LIMITED and Retry-After, and never counts its queries", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await graphql(shop.gateway.baseUrl, QUERY, address)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, address))).toBeNull();
    const refused = await graphql(shop.gateway.baseUrl, MUTATION, address);
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe("RATE_LIMITED");
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect((await graphql(shop.gateway.baseUrl, QUERY, address)).status).toBe(200);
    expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, freshAddress()))).toBeNull();
  });

  it("counts every address of one IPv6 /64 as one caller", async () => {
    const network = freshAddress().replace(/::[0-9a-f]+$/, "");
    for (let i = 1; i <= 3; i += 1) expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, `${network}::${i}`))).toBeNull();
    expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, `${network}:ffff:1:2:3`))).toBe("RATE_LIMITED");
  });

  it("counts every root field of one mutation document, through aliases and fragments", async () => {
    const aliased = `mutation { a: removeFromCart(productId: "x") { __typename } ...More }
      fragment More on Mutation { b: removeFromCart(productId: "y") { __typename } c: removeFromCart(productId: "z") { __typename } d: removeFromCart(productId: "w") { __typename } }`;
    const refused = await graphql(shop.gateway.baseUrl, aliased, freshAddress());
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe("RATE_LIMITED");
  });

  it("limits a signed-in caller by their account across addresses, and by their address across accounts", async () => {
    const token = shop.token(reader);
    for (let i = 0; i < 3; i += 1) expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, freshAddress(), token))).toBeNull();
    expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, freshAddress(), token))).toBe("RATE_LIMITED");

    const shared = freshAddress();
    for (let i = 0; i < 3; i += 1) expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, shared))).toBeNull();
    expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, shared, shop.token(other)))).toBe("RATE_LIMITED");
  });

  it("counts REST writes against the same allowance, but not the analytics batches, which have limits of their own", async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) {
      const batch = await post(shop.gateway.baseUrl, "/api-coldcase/events", { sessionId: "not-a-session", events: [] }, address);
      expect(batch.status).not.toBe(429);
    }
    for (let i = 0; i < 3; i += 1) expect(codeOf(await graphql(shop.gateway.baseUrl, MUTATION, address))).toBeNull();
    const refused = await post(shop.gateway.baseUrl, "/api-coldcase/users/create", {}, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
  });
});

describe("a rate limit whose Redis is unreachable", () => {
  it("keeps counting in memory instead of failing the request", async () => {
    const store = new RateLimitStore("redis://127.0.0.1:1");
    const limit = store.limit("unreachable", 2);
    const ctx = { requestId: "r", viewer: null, clientAddress: freshAddress() };
    expect((await limit.consume(ctx)).ok).toBe(true);
    expect((await limit.consume(ctx)).ok).toBe(true);
    expect(await limit.consume(ctx)).toMatchObject({ ok: false, error: { errorCode: "RATE_LIMITED" } });
    store.close();
  });
});

const redisUrl = inject("redisUrl");

describe("a gateway told to trust no proxy", () => {
  const [sqlite] = testDatabaseKinds();
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(sqlite!, { TRUST_PROXY: "false", MUTATIONS_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it("counts callers by the connection's address, whatever X-Forwarded-For claims", async () => {
    expect(codeOf(await graphql(gateway.baseUrl, MUTATION, freshAddress()))).toBeNull();
    expect(codeOf(await graphql(gateway.baseUrl, MUTATION, freshAddress()))).toBeNull();
    expect(codeOf(await graphql(gateway.baseUrl, MUTATION, freshAddress()))).toBe("RATE_LIMITED");
  });
});

describe.runIf(!redisUrl)("gateways sharing a rate limit through Redis", () => {
  it.skip("needs Redis", () => {});
});

describe.runIf(Boolean(redisUrl))("gateways sharing a rate limit through Redis", () => {
  const [sqlite] = testDatabaseKinds();
  let first: TestGateway;
  let second: TestGateway;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? "", MUTATIONS_PER_MINUTE: "3" };
    first = await startTestGateway(sqlite!, env);
    second = await startTestGateway(sqlite!, env);
    await Promise.all([first.platform.rateLimits.connected(), second.platform.rateLimits.connected()]);
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
  });

  it("holds one allowance for a caller across both", async () => {
    const address = freshAddress();
    expect(codeOf(await graphql(first.baseUrl, MUTATION, address))).toBeNull();
    expect(codeOf(await graphql(second.baseUrl, MUTATION, address))).toBeNull();
    expect(codeOf(await graphql(first.baseUrl, MUTATION, address))).toBeNull();
    const refused = await graphql(second.baseUrl, MUTATION, address);
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe("RATE_LIMITED");
  });
});
