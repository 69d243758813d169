import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, type Shop, startShop } from "../test-support/commerce.test-fixtures";
import { reliabilityDatabase } from "./support/mariadb-suite";
import { changedTables, snapshotTables } from "./support/table-snapshots";
import { tokenWithSwappedClaims, tokenWithUnknownKid, unsignedToken } from "./support/abuse-tokens";

const EMAIL_CLAIM = "https://coldcasekits.com/email";
const VERIFIED_CLAIM = "https://coldcasekits.com/email_verified";

interface Probe {
  name: string;
  path: string;
  body?: { contentType: string; text: string };
}

const graphql = (query: string) => ({ contentType: "application/json", text: JSON.stringify({ query }) });

/** Reads and writes a forged token could reach: each must be refused before anything runs. */
const PROBES: readonly Probe[] = [
  { name: "GET /api-coldcase/users/status", path: "/api-coldcase/users/status" },
  { name: "GET /api-coldcase/admin/dashboard", path: "/api-coldcase/admin/dashboard" },
  { name: "POST /api-coldcase/users/create", path: "/api-coldcase/users/create", body: { contentType: "application/json", text: JSON.stringify({ firstName: "Forged" }) } },
  { name: "GraphQL me", path: "/graphql", body: graphql("{ me { isAdmin credits } }") },
  { name: "GraphQL updateProfile", path: "/graphql", body: graphql(`mutation { updateProfile(input: { firstName: "Forged" }) { __typename } }`) },
  { name: "GraphQL setCartEmail", path: "/graphql", body: graphql(`mutation { setCartEmail(email: "forged@example.test") { __typename } }`) },
  { name: "GraphQL adminUsers", path: "/graphql", body: graphql("{ adminUsers { items { id email } } }") },
];

const reliability = reliabilityDatabase("forged JWTs");

describe.runIf(reliability)("forged tokens on MariaDB", () => {
  let shop: Shop;

  beforeAll(async () => {
    if (!reliability) return;
    shop = await startShop(reliability);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  /** Claims that would make the bearer the shop's admin, were the token believed. */
  function adminClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: shop.issuer.issuer,
      aud: shop.gateway.platform.config.auth.audience,
      sub: "user|forger",
      iat: now,
      exp: now + 600,
      [EMAIL_CLAIM]: ADMIN_EMAIL,
      [VERIFIED_CLAIM]: true,
      permissions: ["admin:shop"],
      ...overrides,
    };
  }

  function forgeries(): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    return {
      "alg none": shop.issuer.sign(adminClaims(), { alg: "none" }),
      "alg None": unsignedToken(adminClaims(), "None"),
      "alg NONE": unsignedToken(adminClaims(), "NONE"),
      "HS256 signed with the public key": shop.issuer.sign(adminClaims(), { alg: "HS256" }),
      "a key the issuer never published": shop.issuer.sign(adminClaims(), { foreignKey: true }),
      "an unknown kid": tokenWithUnknownKid(adminClaims(), "rotated-away"),
      "a genuine signature over other claims": tokenWithSwappedClaims(shop.issuer, adminClaims({ [EMAIL_CLAIM]: "nobody@example.test", permissions: [] }), adminClaims()),
      "the wrong audience": shop.issuer.sign(adminClaims({ aud: "https://elsewhere.example.test" })),
      "the wrong issuer": shop.issuer.sign(adminClaims({ iss: "https://evil.example.test/" })),
      "an expired token": shop.issuer.sign(adminClaims({ iat: now - 7200, exp: now - 3600 })),
      "a token not yet valid": shop.issuer.sign(adminClaims({ nbf: now + 3600 })),
      garbage: "not.a.token",
    };
  }

  async function send(probe: Probe, bearer: string): Promise<{ status: number; challenge: string | null; text: string }> {
    const response = await fetch(`${shop.gateway.baseUrl}${probe.path}`, {
      method: probe.body ? "POST" : "GET",
      headers: { authorization: `Bearer ${bearer}`, ...(probe.body ? { "content-type": probe.body.contentType } : {}) },
      body: probe.body?.text,
    });
    return { status: response.status, challenge: response.headers.get("www-authenticate"), text: await response.text() };
  }

  it("answers every forged token on every probe with 401 and a Bearer challenge, changing nothing", async () => {
    const tokens = forgeries();
    const before = await snapshotTables(shop.gateway.db);
    const outcomes = [];
    for (const [forgery, token] of Object.entries(tokens)) {
      for (const probe of PROBES) {
        const answer = await send(probe, token);
        outcomes.push({ forgery, probe: probe.name, status: answer.status, challenged: /^Bearer\b/.test(answer.challenge ?? ""), body: answer.text.slice(0, 160) });
      }
    }
    const changed = changedTables(before, await snapshotTables(shop.gateway.db));
    const refused = outcomes.filter((outcome) => outcome.status === 401 && outcome.challenged);
    console.log(
      `reliability: ${Object.keys(tokens).length} forged JWTs × ${PROBES.length} probes = ${outcomes.length} requests → ${refused.length} × 401 with WWW-Authenticate, ${changed.length} tables changed`,
    );
    expect(outcomes.filter((outcome) => outcome.status !== 401 || !outcome.challenged)).toEqual([]);
    expect(changed).toEqual([]);
    // The same claims honestly signed are the admin's: the refusals are the forgery's, not the claims'.
    expect((await send(PROBES[1] as Probe, shop.issuer.sign(adminClaims()))).status).toBe(200);
  });
});
