import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../test-support/story-fixtures";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";
import { startTestIssuer, type TestIssuer, trusting } from "../test-support/test-issuer";

const AUDIENCE = "https://shop.example.test/api-coldcase";
/** Headers of one delivery, not of the answer. */
const PER_DELIVERY = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding", "content-length"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const received: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) received[name] = String(value);
        resolve({ status: res.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** The answer as it would be compared: uncompressed, without what belongs to one delivery. */
function comparable(answer: Answer): Answer {
  const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body;
  return { status: answer.status, body, headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_DELIVERY.has(name))) };
}

describe.each(testDatabaseKinds())("the lane for the façade's read routes on $name", (kind) => {
  let issuer: TestIssuer;
  let gateway: TestGateway;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    gateway = await startTestGateway(kind, { CATALOGUE_CACHE_TTL_MS: "0" }, trusting(issuer, AUDIENCE));
    await insertStories(
      gateway,
      Array.from({ length: 30 }, (_, index) => ({ id: `r${String(index).padStart(2, "0")}`, title: `Record ${index}`, featured: index % 3 === 0 })),
    );
    await gateway.modules.stories.services.index.settled();
  });
  afterAll(async () => {
    await gateway.stop();
    await issuer.stop();
  });

  function bearer(sub: string): string {
    const now = Math.floor(Date.now() / 1000);
    return `Bearer ${issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub, iat: now, exp: now + 600 })}`;
  }

  /** The app answers with the lane set aside: the same request first through the app, by a path the lane does not take. */
  async function viaLaneAndApp(path: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
    const before = gateway.readRoutes.answered;
    const fromLane = await get(`${gateway.baseUrl}${path}`, headers);
    expect(gateway.readRoutes.answered).toBe(before + 1);
    // Express takes a path with a trailing slash for the route; the lane takes exact paths only.
    const fromApp = await get(`${gateway.baseUrl}${path.replace(/(\?|$)/, "/$1")}`, headers);
    expect(gateway.readRoutes.answered).toBe(before + 1);
    return [fromLane, fromApp];
  }

  it("answers a catalogue page exactly as the app does: body, ETag, Cache-Control, Vary and every other header", async () => {
    const [fromLane, fromApp] = await viaLaneAndApp("/api-coldcase/stories?sort=title&limit=4&page=2");
    expect(fromLane.status).toBe(200);
    expect(JSON.parse(fromLane.body.toString("utf8"))).toMatchObject({ total: 30, currentPage: 2, stories: [{ _id: "r12" }, { _id: "r13" }, { _id: "r14" }, { _id: "r15" }] });
    expect(comparable(fromLane)).toEqual(comparable(fromApp));
    expect(fromLane.headers["cache-control"]).toBe("public, no-cache");
    expect(fromLane.headers.vary).toBe("Accept, Accept-Encoding, Authorization");
  });

  it("answers the featured stories, compressed for a client that accepts it, and a 304 to one holding the ETag", async () => {
    const [fromLane, fromApp] = await viaLaneAndApp("/api-coldcase/stories/featured", { "accept-encoding": "gzip" });
    expect(fromLane.headers["content-encoding"]).toBe("gzip");
    expect(comparable(fromLane)).toEqual(comparable(fromApp));
    const revalidated = await get(`${gateway.baseUrl}/api-coldcase/stories/featured`, { "if-none-match": fromLane.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it("answers a reader whose token the app verified, privately", async () => {
    const authorization = bearer("user|rest-reader");
    await get(`${gateway.baseUrl}/api-coldcase/stories?limit=2`, { authorization });
    const [fromLane, fromApp] = await viaLaneAndApp("/api-coldcase/stories?limit=2", { authorization });
    expect(fromLane.headers["cache-control"]).toBe("private, no-store");
    expect(comparable(fromLane)).toEqual(comparable(fromApp));
  });

  it("leaves unverified tokens, bad parameters and other routes to the app", async () => {
    const before = gateway.readRoutes.answered;
    expect((await get(`${gateway.baseUrl}/api-coldcase/stories`, { authorization: bearer("user|unseen").slice(0, -3) })).status).toBe(401);
    const bad = await get(`${gateway.baseUrl}/api-coldcase/stories?limit=0&sort=nonsense`);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString("utf8"))).toMatchObject({ errorCode: "INVALID_ARGUMENT" });
    expect((await get(`${gateway.baseUrl}/api-coldcase/stories/r01`)).status).toBe(200);
    expect((await get(`${gateway.baseUrl}/api-coldcase/stories/no-such-story`)).status).toBe(404);
    expect(gateway.readRoutes.answered).toBe(before);
  });
});
