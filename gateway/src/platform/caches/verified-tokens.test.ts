import type { AuthResult } from "express-oauth2-jwt-bearer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { startTestIssuer, type TestIssuer } from "../../test-support/test-issuer";
import { VerifiedTokens } from "./verified-tokens";

const AUDIENCE = "https://shop.example.test/api-coldcase";
const [sqlite] = testDatabaseKinds();

class ManualClock {
  private time = Date.UTC(2026, 0, 1);
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

const HEADER = "Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZWFkZXIifQ.c2lnbmF0dXJl";

function verified(clock: ManualClock, secondsLeft: number | undefined): AuthResult {
  const exp = secondsLeft === undefined ? undefined : Math.floor(clock.now() / 1000) + secondsLeft;
  return { header: { alg: "RS256" }, payload: { sub: "reader", ...(exp === undefined ? {} : { exp }) }, token: HEADER.slice("Bearer ".length) };
}

describe("verified tokens", () => {
  it("trusts a verified header again until the token expires", () => {
    const clock = new ManualClock();
    const tokens = new VerifiedTokens({ clock, maxAgeMs: 60_000 });
    const result = verified(clock, 30);
    tokens.remember(HEADER, result);
    expect(tokens.get(HEADER)).toBe(result);
    clock.advance(29_000);
    expect(tokens.get(HEADER)).toBe(result);
    clock.advance(1_000);
    expect(tokens.get(HEADER)).toBeUndefined();
  });

  it("trusts a long-lived token for the maximum age only, then checks it again", () => {
    const clock = new ManualClock();
    const tokens = new VerifiedTokens({ clock, maxAgeMs: 60_000 });
    tokens.remember(HEADER, verified(clock, 3_600));
    clock.advance(60_000);
    expect(tokens.get(HEADER)).toBeUndefined();
  });

  it("knows only the exact header that verified", () => {
    const clock = new ManualClock();
    const tokens = new VerifiedTokens({ clock });
    tokens.remember(HEADER, verified(clock, 30));
    expect(tokens.get(`${HEADER}x`)).toBeUndefined();
    expect(tokens.get(HEADER.replace("Bearer", "bearer"))).toBeUndefined();
  });

  it("never keeps a token without an expiry, one already expired, or a proof-of-possession token", () => {
    const clock = new ManualClock();
    const tokens = new VerifiedTokens({ clock });
    tokens.remember(HEADER, verified(clock, undefined));
    expect(tokens.get(HEADER)).toBeUndefined();
    tokens.remember(HEADER, verified(clock, -1));
    expect(tokens.get(HEADER)).toBeUndefined();
    const dpop = HEADER.replace("Bearer", "DPoP");
    tokens.remember(dpop, verified(clock, 30));
    expect(tokens.get(dpop)).toBeUndefined();
  });

  it("holds a bounded number of headers", () => {
    const clock = new ManualClock();
    const tokens = new VerifiedTokens({ clock, maxEntries: 2 });
    for (const suffix of ["a", "b", "c"]) tokens.remember(`${HEADER}${suffix}`, verified(clock, 30));
    expect(tokens.get(`${HEADER}a`)).toBeUndefined();
    expect(tokens.get(`${HEADER}c`)).toBeDefined();
  });
});

describe("a verified token at the gateway", () => {
  let issuer: TestIssuer;
  let gateway: TestGateway;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    gateway = await startTestGateway(sqlite!, {}, (config) => ({ ...config, auth: { ...config.auth, issuer: issuer.issuer, jwksUri: issuer.jwksUri, audience: AUDIENCE } }));
  });
  afterAll(async () => {
    await gateway.stop();
    await issuer.stop();
  });

  async function status(authorization: string): Promise<number> {
    return (await fetch(`${gateway.baseUrl}/api-coldcase/users/status`, { headers: { authorization } })).status;
  }

  it("answers again, while a copy with another signature or other claims is refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|returning", iat: now, exp: now + 600 });
    expect(await status(`Bearer ${token}`)).toBe(200);
    expect(await status(`Bearer ${token}`)).toBe(200);
    const [header, payload] = token.split(".");
    const foreign = issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|returning", iat: now, exp: now + 600 }, { foreignKey: true });
    expect(await status(`Bearer ${header}.${payload}.${foreign.split(".")[2]}`)).toBe(401);
    const otherClaims = Buffer.from(JSON.stringify({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|someone-else", iat: now, exp: now + 600 })).toString("base64url");
    expect(await status(`Bearer ${header}.${otherClaims}.${token.split(".")[2]}`)).toBe(401);
  });
});
