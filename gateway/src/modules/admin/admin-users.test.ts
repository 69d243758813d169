import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, buy, type OrderData, orderLines, orderRow, REFUND_ORDER, type ResultOf, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { adjustCredits, manualClock, newKey, redeem, sponsor } from "../credits/credits.test-fixtures";
import { ADMIN_USER, ADMIN_USERS, adminUser, adminUsers, type AdminUserData, SET_ADMIN_ROLE, signUp } from "./admin-users.test-fixtures";

const START = "2027-05-03T08:00:00.000Z";
const MINUTE_MS = 60 * 1000;

const ANNA: TestUser = { sub: "user|anna", email: "anna.ng@example.test" };
const ANNABEL: TestUser = { sub: "user|annabel", email: "bel@example.test" };
const NGOZI: TestUser = { sub: "user|ngozi", email: "ngozi@example.test" };
const PERCENT: TestUser = { sub: "user|percent", email: "100%sure@example.test" };
const NAMELESS: TestUser = { sub: "user|nameless", email: null };
const READER: TestUser = { sub: "user|reader", email: "reader@example.test" };

describe.each(testDatabaseKinds())("User Management's users on $name", (kind) => {
  const time = manualClock(START);
  let shop: Shop;
  const ids = new Map<TestUser, number>();
  const idOf = (user: TestUser) => String(ids.get(user));

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("u", 5), clock: time.clock });
    ids.set(ADMIN, await signUp(shop, ADMIN, { firstName: "Chief", lastName: "Inspector" }));
    ids.set(ANNA, await signUp(shop, ANNA, { firstName: "Anna", lastName: "Ng" }));
    ids.set(ANNABEL, await signUp(shop, ANNABEL, { firstName: "Annabel", lastName: "Lee" }));
    ids.set(NGOZI, await signUp(shop, NGOZI, { firstName: "Ngozi", lastName: "Okafor" }));
    ids.set(PERCENT, await signUp(shop, PERCENT));
    ids.set(NAMELESS, await signUp(shop, NAMELESS));
  });
  afterAll(async () => {
    await shop.stop();
  });

  const search = async (text: string) => (await adminUsers(shop.admin(), { search: text })).items.map((user) => user.id);

  it("lists everyone newest first, as the shop knows them", async () => {
    const page = await adminUsers(shop.admin());
    expect(page.items.map((user) => user.id)).toEqual([NAMELESS, PERCENT, NGOZI, ANNABEL, ANNA, ADMIN].map(idOf));
    expect(page).toMatchObject({ hasMore: false, endCursor: null });
    expect(page.items.find((user) => user.id === idOf(ANNA))).toEqual({
      id: idOf(ANNA),
      email: "anna.ng@example.test",
      emailVerified: true,
      firstName: "Anna",
      lastName: "Ng",
      isAdmin: false,
      roleSource: "POLICY",
      createdAt: expect.stringMatching(/Z$/),
      credits: 0,
      libraryCount: 0,
    });
    expect(page.items.find((user) => user.id === idOf(ADMIN))).toMatchObject({ isAdmin: true, roleSource: "POLICY" });
    expect(page.items.find((user) => user.id === idOf(NAMELESS))).toMatchObject({ email: null, firstName: null, lastName: null });
  });

  it("finds users by a prefix of their email, first name or last name, ignoring case", async () => {
    expect(await search("ANN")).toEqual([ANNABEL, ANNA].map(idOf));
    expect(await search("ng")).toEqual([NGOZI, ANNA].map(idOf));
    expect(await search("okaf")).toEqual([idOf(NGOZI)]);
    expect(await search("bel@ex")).toEqual([idOf(ANNABEL)]);
    expect(await search("  Anna   N ")).toEqual([idOf(ANNA)]);
    expect(await search("annabel lee")).toEqual([idOf(ANNABEL)]);
    expect(await search("example")).toEqual([]);
    expect(await search("nobody")).toEqual([]);
  });

  it("takes % and _ in a search for themselves, not for wildcards", async () => {
    expect(await search("100%")).toEqual([idOf(PERCENT)]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    expect(await search("a_na")).toEqual([]);
  });

  it("pages through users with a cursor tied to the search", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      const page = await adminUsers(shop.admin(), { limit: 2, after });
      seen.push(...page.items.map((user) => user.id));
      expect(page.hasMore).toBe(pageNumber < 3);
      after = page.endCursor;
    }
    expect(after).toBeNull();
    expect(seen).toEqual([NAMELESS, PERCENT, NGOZI, ANNABEL, ANNA, ADMIN].map(idOf));

    const first = await adminUsers(shop.admin(), { search: "an", limit: 1 });
    expect(first.items.map((user) => user.id)).toEqual([idOf(ANNABEL)]);
    const second = await adminUsers(shop.admin(), { search: "AN", limit: 1, after: first.endCursor });
    expect(second).toMatchObject({ items: [{ id: idOf(ANNA) }], hasMore: false, endCursor: null });

    const elsewhere = await shop.admin().graphql(ADMIN_USERS, { search: "ng", after: first.endCursor });
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_CURSOR", argument: "after" });
    const madeUp = await shop.admin().graphql(ADMIN_USERS, { after: Buffer.from(JSON.stringify(["admin-users", null, START, 1])).toString("base64") });
    expect(madeUp.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
  });

  it.each([0, 101])("refuses a limit of %i", async (limit) => {
    const answer = await shop.admin().graphql(ADMIN_USERS, { limit });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_ARGUMENT", argument: "limit" });
  });

  it("refuses a search longer than 100 characters", async () => {
    const answer = await shop.admin().graphql(ADMIN_USERS, { search: "a".repeat(101) });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_ARGUMENT", argument: "search" });
  });

  it("shows a user's library, credit ledger and sponsorships after purchases, credits and a refund", async () => {
    const anna = shop.as(ANNA);
    const admin = shop.admin();
    const at = (minutes: number) => new Date(Date.parse(START) + minutes * MINUTE_MS).toISOString();

    time.set(at(10));
    const purchase = await buy(shop, anna, ["kit-u01", "kit-u02"]);
    const paidAt = (await orderRow(shop.gateway, purchase.orderId)).paidAt!.toISOString();
    time.set(at(20));
    expect((await adjustCredits(admin, idOf(ANNA), 25, "Goodwill for a late kit", newKey("goodwill"))).data?.adjustCredits.__typename).toBe("CreditAdjustmentResult");
    time.set(at(30));
    expect((await redeem(anna, "u03")).__typename).toBe("CreditRedemption");
    time.set(at(40));
    await sponsor(shop, anna, "u04", "Anna of Halifax");
    time.set(at(50));
    const u02Line = (await orderLines(shop.gateway, purchase.orderId)).find((line) => line.storyId === "u02")!;
    const refunded = await admin.graphql<{ refundOrder: ResultOf<OrderData> }>(REFUND_ORDER, { input: { orderId: purchase.orderId, lineIds: [String(u02Line.id)], reason: "Wrong kit" } });
    expect(refunded.data?.refundOrder.__typename).toBe("Order");
    time.set(at(60));
    expect((await adjustCredits(admin, idOf(ANNA), -3, "Duplicate goodwill", newKey("correction"))).data?.adjustCredits.__typename).toBe("CreditAdjustmentResult");
    time.set(at(70));
    await buy(shop, shop.as(READER), ["kit-u04"]);

    const detail = await adminUser(admin, idOf(ANNA));
    // 25 given, 10 spent on u03, 5 for sponsoring u04, 3 taken back, 1 royalty when the reader bought u04.
    expect(detail?.user).toMatchObject({ id: idOf(ANNA), credits: 18, libraryCount: 2 });
    expect(detail?.library).toEqual([
      { id: expect.any(String), story: { id: "u03", title: "The u03 Affair" }, purchaseType: "credits", reference: expect.stringMatching(/^CREDITS-/), acquiredAt: at(30), revokedAt: null },
      { id: expect.any(String), story: { id: "u02", title: "The u02 Affair" }, purchaseType: "purchase", reference: purchase.number, acquiredAt: paidAt, revokedAt: expect.stringMatching(/Z$/) },
      { id: expect.any(String), story: { id: "u01", title: "The u01 Affair" }, purchaseType: "purchase", reference: purchase.number, acquiredAt: paidAt, revokedAt: null },
    ]);
    const expiry = (minutes: number) => new Date(Date.UTC(2029, 4, 3, 8, minutes)).toISOString();
    expect(detail?.creditLedger).toEqual([
      { id: expect.stringMatching(/^grant-/), kind: "GRANT", amount: 1, source: "royalty", reason: null, storyId: "u04", at: at(70), expiresAt: expiry(70), remaining: 1 },
      { id: expect.stringMatching(/^spend-/), kind: "SPEND", amount: -3, source: "adjustment", reason: "Duplicate goodwill", storyId: null, at: at(60), expiresAt: null, remaining: null },
      { id: expect.stringMatching(/^grant-/), kind: "GRANT", amount: 5, source: "sponsorship", reason: null, storyId: "u04", at: at(40), expiresAt: expiry(40), remaining: 5 },
      { id: expect.stringMatching(/^spend-/), kind: "SPEND", amount: -10, source: "redemption", reason: null, storyId: "u03", at: at(30), expiresAt: null, remaining: null },
      { id: expect.stringMatching(/^grant-/), kind: "GRANT", amount: 25, source: "adjustment", reason: "Goodwill for a late kit", storyId: null, at: at(20), expiresAt: expiry(20), remaining: 12 },
    ]);
    expect(detail?.sponsorships).toEqual([{ story: { id: "u04" }, sponsorName: "Anna of Halifax", sponsoredAt: at(40), downloads: 1, creditsEarned: 6 }]);

    const listed = (await adminUsers(admin, { search: "anna" })).items.find((user: AdminUserData) => user.id === idOf(ANNA));
    expect(listed).toMatchObject({ credits: 18, libraryCount: 2 });
    expect((await adminUsers(admin, { search: "reader" })).items).toEqual([expect.objectContaining({ credits: 0, libraryCount: 1 })]);
  });

  it("shows a user with nothing yet, and null for a user who does not exist", async () => {
    expect(await adminUser(shop.admin(), idOf(NAMELESS))).toEqual({
      user: expect.objectContaining({ id: idOf(NAMELESS), credits: 0, libraryCount: 0 }),
      library: [],
      creditLedger: [],
      sponsorships: [],
    });
    expect(await adminUser(shop.admin(), 999999)).toBeNull();
    expect(await adminUser(shop.admin(), "0x1f")).toBeNull();
  });

  it.each([
    ["adminUsers", ADMIN_USERS, {}],
    ["adminUser", ADMIN_USER, { id: "1" }],
    ["setAdminRole", SET_ADMIN_ROLE, { userId: "1", admin: true }],
  ])("refuses %s with 401 to a visitor and 403 to a signed-in customer", async (_field, document, variables) => {
    const anonymous = await shop.visitor().graphql(document, variables);
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const customer = await shop.as(ANNABEL).graphql(document, variables);
    expect(customer.status).toBe(403);
    expect(customer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
