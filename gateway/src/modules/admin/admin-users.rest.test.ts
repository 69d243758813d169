import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type Shop, type ShopClient, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { manualClock, newKey, redeem } from "../credits/credits.test-fixtures";
import { signUp } from "./admin-users.test-fixtures";

const NOW = "2027-08-09T12:00:00.000Z";
const HOLMES: TestUser = { sub: "user|holmes", email: "holmes@example.test" };
const WATSON: TestUser = { sub: "user|watson", email: "watson@example.test" };
const PATH = "/api-coldcase/admin/user-credits";

describe.each(testDatabaseKinds())("the REST façade's /admin/user-credits on $name", (kind) => {
  const time = manualClock(NOW);
  let shop: Shop;
  let chiefId: number;
  let holmesId: number;
  let watsonId: number;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("r", 2), clock: time.clock });
    chiefId = await signUp(shop, ADMIN);
    holmesId = await signUp(shop, HOLMES, { firstName: "Sherlock", lastName: "Holmes" });
    watsonId = await signUp(shop, WATSON, { firstName: "John" });
  });
  afterAll(async () => {
    await shop.stop();
  });

  function adjust(client: ShopClient, body: Record<string, unknown>) {
    return client.request(PATH, { headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  }

  it("adjusts a balance with a reason, once per idempotency key", async () => {
    const key = newKey("rest");
    const body = { user_id: String(holmesId), amount: 30, reason: "Prize for the Baker Street quiz", idempotency_key: key };
    const first = await adjust(shop.admin(), body);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.json()).toEqual({ user_id: String(holmesId), balance: 30 });
    expect((await adjust(shop.admin(), body)).json()).toEqual({ user_id: String(holmesId), balance: 30 });
    const taken = await adjust(shop.admin(), { user_id: holmesId, amount: -5, reason: "Typo", idempotency_key: newKey("rest") });
    expect(taken.json()).toEqual({ user_id: String(holmesId), balance: 25 });
  });

  it("refuses a key already used for another adjustment", async () => {
    const key = newKey("rest");
    expect((await adjust(shop.admin(), { user_id: String(watsonId), amount: 30, reason: "Welcome", idempotency_key: key })).status).toBe(200);
    const reused = await adjust(shop.admin(), { user_id: String(watsonId), amount: 31, reason: "Welcome", idempotency_key: key });
    expect(reused.status).toBe(400);
    expect(reused.json()).toMatchObject({ errorCode: "INVALID_ARGUMENT", argument: "idempotency_key" });
  });

  it.each([
    ["no reason", { reason: "  " }, 400, { errorCode: "INVALID_ARGUMENT", argument: "reason" }],
    ["an amount of zero", { amount: 0 }, 400, { errorCode: "INVALID_ARGUMENT", argument: "amount" }],
    ["an amount that is not a number", { amount: "30" }, 400, { errorCode: "INVALID_ARGUMENT", argument: "amount" }],
    ["a malformed key", { idempotency_key: "short" }, 400, { errorCode: "INVALID_ARGUMENT", argument: "idempotency_key" }],
    ["more than the balance taken", { amount: -500 }, 409, { errorCode: "INSUFFICIENT_CREDITS", balance: 25 }],
    ["an unknown user", { user_id: "999999" }, 404, { errorCode: "NOT_FOUND" }],
    ["a user id that is not one", { user_id: "1e3" }, 404, { errorCode: "NOT_FOUND" }],
  ])("refuses %s, changing nothing", async (_case, change, status, failure) => {
    const answer = await adjust(shop.admin(), { user_id: String(holmesId), amount: 30, reason: "Again", idempotency_key: newKey("rest"), ...change });
    expect(answer.status).toBe(status);
    expect(answer.json()).toMatchObject(failure);
    expect((await shop.admin().request(`${PATH}?user_id=${holmesId}`)).json()).toMatchObject({ balance: 25 });
  });

  it("lists users newest first with their credits and role, a page at a time", async () => {
    const first = await shop.admin().request(`${PATH}?limit=2`);
    expect(first.status).toBe(200);
    const page = first.json<{ users: unknown[]; has_more: boolean; next_cursor: string | null }>();
    expect(page.users).toEqual([
      { _id: String(watsonId), email: "watson@example.test", name: "John", credits: 30, is_admin: false },
      { _id: String(holmesId), email: "holmes@example.test", name: "Sherlock Holmes", credits: 25, is_admin: false },
    ]);
    expect(page.has_more).toBe(true);
    const rest = (await shop.admin().request(`${PATH}?limit=2&after=${encodeURIComponent(page.next_cursor!)}`)).json();
    expect(rest).toEqual({ users: [{ _id: String(chiefId), email: "chief@example.test", name: null, credits: 0, is_admin: true }], has_more: false, next_cursor: null });
    expect((await shop.admin().request(`${PATH}?search=SHER`)).json()).toMatchObject({ users: [{ _id: String(holmesId) }], has_more: false });
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=abc", "limit"],
    ["after=nonsense", "after"],
    ["search=a&search=b", "search"],
  ])("refuses the query %s", async (query, argument) => {
    const answer = await shop.admin().request(`${PATH}?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ argument });
  });

  it("answers one user's balance and ledger, newest first", async () => {
    time.set("2027-08-09T12:30:00.000Z");
    expect((await redeem(shop.as(HOLMES), "r01")).__typename).toBe("CreditRedemption");
    const answer = await shop.admin().request(`${PATH}?user_id=${holmesId}`);
    expect(answer.status).toBe(200);
    const body = answer.json<{ user: unknown; balance: number; ledger: { kind: string; amount: number }[] }>();
    expect(body.user).toEqual({ _id: String(holmesId), email: "holmes@example.test", name: "Sherlock Holmes", credits: 15, is_admin: false });
    expect(body.balance).toBe(15);
    expect(body.ledger[0]).toEqual({
      _id: expect.stringMatching(/^spend-\d+$/),
      kind: "spend",
      amount: -10,
      source: "redemption",
      reason: null,
      story_id: "r01",
      at: "2027-08-09T12:30:00.000Z",
      expires_at: null,
      remaining: null,
    });
    expect(body.ledger.at(-1)).toEqual({
      _id: expect.stringMatching(/^grant-\d+$/),
      kind: "grant",
      amount: 30,
      source: "adjustment",
      reason: "Prize for the Baker Street quiz",
      story_id: null,
      at: NOW,
      expires_at: "2029-08-09T12:00:00.000Z",
      remaining: 15,
    });
    expect(body.ledger.map((entry) => entry.amount).reduce((sum, amount) => sum + amount, 0)).toBe(15);
    expect((await shop.admin().request(`${PATH}?user_id=999999`)).status).toBe(404);
  });

  it.each([
    ["GET", undefined],
    ["POST", JSON.stringify({ user_id: "1", amount: 5, reason: "Mine", idempotency_key: "k-12345678" })],
  ])("refuses %s with 401 to a visitor and 403 to a customer", async (method, body) => {
    const init = { method, headers: { "content-type": "application/json" }, body };
    expect((await shop.visitor().request(PATH, init)).status).toBe(401);
    const customer = await shop.as(WATSON).request(PATH, init);
    expect(customer.status).toBe(403);
    expect(customer.json()).toMatchObject({ errorCode: "FORBIDDEN" });
  });
});
