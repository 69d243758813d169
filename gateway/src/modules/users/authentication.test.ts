import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { startTestIssuer, type TestIssuer, type TokenOptions } from "../../test-support/test-issuer";
import { CATALOGUE_FIXTURES } from "../stories/stories.test-fixtures";
import { User } from "./user.entity";

const AUDIENCE = "https://shop.example.test/api-coldcase";
const ADMIN_EMAIL = "operator@example.test";
const EMAIL_CLAIM = "https://coldcasekits.com/email";
const VERIFIED_CLAIM = "https://coldcasekits.com/email_verified";

describe.each(testDatabaseKinds())("identity and roles on $name", (kind) => {
  let issuer: TestIssuer;
  let gateway: TestGateway;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    gateway = await startTestGateway(kind, { ADMIN_EMAILS: ADMIN_EMAIL }, (config) => ({
      ...config,
      auth: { ...config.auth, issuer: issuer.issuer, jwksUri: issuer.jwksUri, audience: AUDIENCE },
    }));
    await insertStories(gateway, CATALOGUE_FIXTURES);
  });
  afterAll(async () => {
    await gateway.stop();
    await issuer.stop();
  });

  function token(claims: Record<string, unknown> = {}, options?: TokenOptions): string {
    const now = Math.floor(Date.now() / 1000);
    return issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: "user|alice", iat: now, exp: now + 600, ...claims }, options);
  }

  const adminToken = () => token({ sub: "user|operator", [EMAIL_CLAIM]: ADMIN_EMAIL, [VERIFIED_CLAIM]: true });

  async function rest(path: string, bearer?: string, init: RequestInit = {}) {
    const response = await fetch(`${gateway.baseUrl}/api-coldcase${path}`, {
      ...init,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), "content-type": "application/json", ...init.headers },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function graphql(query: string, bearer?: string) {
    return gateway.graphql<Record<string, unknown>>(query, undefined, bearer ? { authorization: `Bearer ${bearer}` } : {});
  }

  it("answers public catalogue queries without a token", async () => {
    expect((await rest("/stories?limit=1")).status).toBe(200);
    expect((await graphql("{ stories(limit: 1) { total } }")).data).toEqual({ stories: { total: 30 } });
  });

  it("creates the user on first authenticated use and answers their status", async () => {
    const status = await rest("/users/status", token());
    expect(status).toEqual({ status: 200, body: { isAdmin: false, credits: 0 } });
    const me = await graphql("{ me { isAdmin credits email } }", token());
    expect(me.data).toEqual({ me: { isAdmin: false, credits: 0, email: null } });
    expect(await gateway.db.getRepository(User).countBy({ authSubject: "user|alice" })).toBe(1);
  });

  it("creates one user when first requests race each other", async () => {
    const racer = token({ sub: "user|racer" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => rest("/users/status", racer)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await gateway.db.getRepository(User).countBy({ authSubject: "user|racer" })).toBe(1);
  });

  it.each([
    ["no token", () => undefined],
    ["alg none", () => token({}, { alg: "none" })],
    ["HS256 signed with the public key", () => token({}, { alg: "HS256" })],
    ["a key the issuer never published", () => token({}, { foreignKey: true })],
    ["the wrong audience", () => token({ aud: "https://elsewhere.example.test" })],
    ["an ID token (audience is the client id)", () => token({ aud: "storefront-client-id", nonce: "n" })],
    ["the wrong issuer", () => token({ iss: "https://evil.example.test/" })],
    ["an expired token", () => token({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ["a token not yet valid", () => token({ nbf: Math.floor(Date.now() / 1000) + 3600 })],
    ["garbage", () => "not.a.token"],
  ])("refuses %s with 401 on protected routes and queries", async (_name, makeBearer) => {
    const bearer = makeBearer();
    const status = await rest("/users/status", bearer);
    expect(status.status).toBe(401);
    expect(status.body.errorCode).toBe("UNAUTHENTICATED");
    const me = await graphql("{ me { isAdmin } }", bearer);
    expect(me.status).toBe(401);
  });

  it("refuses an invalid token even on public routes, so the storefront sends the browser to sign-in", async () => {
    expect((await rest("/stories", token({}, { alg: "none" }))).status).toBe(401);
  });

  it("keeps identity to the token's subject and ignores x-user-id", async () => {
    const bob = token({ sub: "user|bob" });
    await rest("/users/create", bob, { method: "POST", body: JSON.stringify({ firstName: "Bob" }) });
    const bobRow = await gateway.db.getRepository(User).findOneByOrFail({ authSubject: "user|bob" });
    const answer = await rest("/users/create", token(), {
      method: "POST",
      headers: { "x-user-id": String(bobRow.id) },
      body: JSON.stringify({ firstName: "Alice", lastName: "Ng" }),
    });
    expect(answer.body).toMatchObject({ firstName: "Alice", lastName: "Ng" });
    expect((await gateway.db.getRepository(User).findOneByOrFail({ authSubject: "user|bob" })).firstName).toBe("Bob");
    expect((await rest("/users/status", undefined, { headers: { "x-user-id": String(bobRow.id) } })).status).toBe(401);
  });

  it("refuses a profile with over-long names, changing nothing", async () => {
    const answer = await rest("/users/create", token(), { method: "POST", body: JSON.stringify({ firstName: "x".repeat(101) }) });
    expect(answer).toMatchObject({ status: 400, body: { errorCode: "INVALID_ARGUMENT", argument: "firstName" } });
    expect((await gateway.db.getRepository(User).findOneByOrFail({ authSubject: "user|alice" })).firstName).toBe("Alice");
  });

  const UPDATE_PROFILE = `mutation Rename($input: ProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Viewer { firstName lastName }
      ... on ErrorResult { errorCode message }
      ... on InvalidArgumentError { argument }
    }
  }`;

  it("renames the signed-in user through the GraphQL mutation, keeping a name left out", async () => {
    const carol = token({ sub: "user|carol" });
    await graphql("{ me { isAdmin } }", carol);
    const response = await gateway.graphql(UPDATE_PROFILE, { input: { firstName: "  Carol " } }, { authorization: `Bearer ${carol}` });
    expect(response.data).toEqual({ updateProfile: { __typename: "Viewer", firstName: "Carol", lastName: null } });
    const again = await gateway.graphql(UPDATE_PROFILE, { input: { lastName: "Okafor" } }, { authorization: `Bearer ${carol}` });
    expect(again.data).toEqual({ updateProfile: { __typename: "Viewer", firstName: "Carol", lastName: "Okafor" } });
  });

  it.each([
    ["a right-to-left override", "Ng\u202Egnp.exe"],
    ["a line break", "Ng\nDear customer"],
    ["a bidirectional isolate", "\u2067Ng"],
  ])("refuses a name with %s, changing nothing", async (_label, lastName) => {
    const response = await gateway.graphql(UPDATE_PROFILE, { input: { lastName } }, { authorization: `Bearer ${token()}` });
    expect(response.data).toEqual({
      updateProfile: {
        __typename: "InvalidArgumentError",
        errorCode: "INVALID_ARGUMENT",
        message: "lastName: Use ordinary characters: no line breaks, tabs or other control characters.",
        argument: "lastName",
      },
    });
    expect((await gateway.db.getRepository(User).findOneByOrFail({ authSubject: "user|alice" })).lastName).toBe("Ng");
  });

  it("answers an over-long name with an InvalidArgumentError result, changing nothing", async () => {
    const response = await gateway.graphql(UPDATE_PROFILE, { input: { lastName: "y".repeat(101) } }, { authorization: `Bearer ${token()}` });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      updateProfile: { __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", message: "lastName must be at most 100 characters", argument: "lastName" },
    });
    expect((await gateway.db.getRepository(User).findOneByOrFail({ authSubject: "user|alice" })).lastName).toBe("Ng");
  });

  it("refuses the profile mutation without a token", async () => {
    const response = await gateway.graphql(UPDATE_PROFILE, { input: { firstName: "Mallory" } });
    expect(response.status).toBe(401);
    expect(response.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses the admin dashboard with 401 without a token and 403 for a signed-in non-admin", async () => {
    expect((await rest("/admin/dashboard")).status).toBe(401);
    expect((await rest("/admin/dashboard", token())).status).toBe(403);
    expect((await graphql("{ adminDashboard { totalUsers } }")).status).toBe(401);
    const forbidden = await graphql("{ adminDashboard { totalUsers } }", token());
    expect(forbidden.status).toBe(403);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("does not make an unverified listed email an admin", async () => {
    const unverified = token({ sub: "user|pretender", [EMAIL_CLAIM]: ADMIN_EMAIL, [VERIFIED_CLAIM]: false });
    expect((await rest("/users/status", unverified)).body).toEqual({ isAdmin: false, credits: 0 });
    expect((await rest("/admin/dashboard", unverified)).status).toBe(403);
  });

  it("shows an admin the dashboard computed from the database, in REST and GraphQL", async () => {
    expect((await rest("/users/status", adminToken())).body).toEqual({ isAdmin: true, credits: 0 });
    const users = await gateway.db.getRepository(User).count();
    const dashboard = await rest("/admin/dashboard", adminToken());
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({
      total_users: users,
      total_stories: 30,
      total_sponsorships: 3,
      total_revenue: 0,
      recent_purchases: [],
    });
    expect(dashboard.body.top_stories).toHaveLength(5);
    const twin = await graphql("{ adminDashboard { totalUsers totalStories totalSponsorships totalRevenueCents topStories { id downloads revenueCents } } }", adminToken());
    expect(twin.data?.adminDashboard).toMatchObject({ totalUsers: users, totalStories: 30, totalSponsorships: 3, totalRevenueCents: 0 });
  });

  it("grants admin to a token carrying the admin permission", async () => {
    const permitted = token({ sub: "user|auth0-admin", permissions: ["admin:shop"] });
    expect((await rest("/admin/dashboard", permitted)).status).toBe(200);
  });
});
