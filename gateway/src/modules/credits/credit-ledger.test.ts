import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../platform/request-context";
import { ADMIN, outboxMessages, sentMails, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CreditAllocation } from "./credit-allocation.entity";
import { EXPIRY_REMINDER_TOPIC } from "./credit-expiry";
import { CreditGrant } from "./credit-grant.entity";
import { CreditSpend } from "./credit-spend.entity";
import { addMonths, expiryOf } from "./credit-terms";
import {
  adjustCredits,
  DAY_MS,
  drainOutbox,
  grantCredits,
  manualClock,
  myCredits,
  newKey,
  redeem,
  SECOND_MS,
  userIdOf,
  viewerCredits,
} from "./credits.test-fixtures";

const at = (iso: string) => new Date(iso);

describe("credit terms", () => {
  it("adds months on the same day and time, or on the last day of a shorter month", () => {
    expect(addMonths(at("2027-01-31T10:15:00Z"), 1).toISOString()).toBe("2027-02-28T10:15:00.000Z");
    expect(addMonths(at("2028-01-31T10:15:00Z"), 1).toISOString()).toBe("2028-02-29T10:15:00.000Z");
    expect(addMonths(at("2027-03-31T00:00:00Z"), 1).toISOString()).toBe("2027-04-30T00:00:00.000Z");
    expect(addMonths(at("2027-12-15T08:00:00Z"), 2).toISOString()).toBe("2028-02-15T08:00:00.000Z");
    expect(addMonths(at("2027-01-31T23:59:59.500Z"), 13).toISOString()).toBe("2028-02-29T23:59:59.500Z");
  });

  it("makes credits expire 24 months after they were acquired", () => {
    expect(expiryOf(at("2027-01-31T12:00:00Z")).toISOString()).toBe("2029-01-31T12:00:00.000Z");
    expect(expiryOf(at("2028-02-29T10:00:00Z")).toISOString()).toBe("2030-02-28T10:00:00.000Z");
    expect(expiryOf(at("2026-12-31T23:59:59Z")).toISOString()).toBe("2028-12-31T23:59:59.000Z");
  });
});

describe.each(testDatabaseKinds())("the credit ledger on $name", (kind) => {
  const time = manualClock("2027-01-10T12:00:00Z");
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("c", 8), clock: time.clock });
  });
  afterAll(async () => {
    await shop.stop();
  });

  function grantsOf(userId: number): Promise<CreditGrant[]> {
    return shop.gateway.db.getRepository(CreditGrant).find({ where: { userId }, order: { id: "ASC" } });
  }

  function spendsOf(userId: number): Promise<CreditSpend[]> {
    return shop.gateway.db.getRepository(CreditSpend).find({ where: { userId }, order: { id: "ASC" } });
  }

  /** A grant of `amount` credits acquired at `acquiredAt` by the shop's clock; returns its row. */
  async function grantAt(user: TestUser, acquiredAt: string, amount: number): Promise<CreditGrant> {
    time.set(acquiredAt);
    await grantCredits(shop, user, amount);
    const grants = await grantsOf(await userIdOf(shop, user));
    return grants.at(-1)!;
  }

  function sweep() {
    return shop.gateway.modules.credits.services.expiry.sweep(systemContext("test"));
  }

  describe("expiry", () => {
    it("keeps a grant spendable until one second before its expiry, 24 months on (29 Feb → 28 Feb), and not at it", async () => {
      const leap: TestUser = { sub: "user|leap", email: "leap@example.test" };
      const client = shop.as(leap);
      const grant = await grantAt(leap, "2028-02-29T10:00:00Z", 20);
      expect(grant.acquiredAt.toISOString()).toBe("2028-02-29T10:00:00.000Z");
      expect(grant.expiresAt.toISOString()).toBe("2030-02-28T10:00:00.000Z");
      expect(grant).toMatchObject({ amount: 20, remaining: 20, source: "adjustment", reason: "Test credits", remindedAt: null, expiredAmount: null });

      time.set("2030-02-28T09:59:59Z");
      expect((await myCredits(client)).balance).toBe(20);
      expect(await redeem(client, "c01")).toMatchObject({ __typename: "CreditRedemption", creditsSpent: 10, balance: 10 });
      expect(await myCredits(client)).toEqual({ balance: 10, creditsPerStory: 10, expirySchedule: [{ year: 2030, month: 2, credits: 10 }] });

      time.set("2030-02-28T10:00:00Z");
      expect(await myCredits(client)).toEqual({ balance: 0, creditsPerStory: 10, expirySchedule: [] });
      expect(await viewerCredits(client)).toBe(0);
      expect(await redeem(client, "c02")).toEqual({
        __typename: "InsufficientCreditsError",
        errorCode: "INSUFFICIENT_CREDITS",
        message: "Not enough credits: you have 0, and a story needs 10.",
        balance: 0,
        needed: 10,
      });
      expect((await grantsOf(grant.userId))[0]!.remaining).toBe(10);
      expect(await spendsOf(grant.userId)).toHaveLength(1);
    });

    it("spends from the grants that expire soonest first, whatever order they arrived in", async () => {
      const user: TestUser = { sub: "user|soonest", email: "soonest@example.test" };
      const late = await grantAt(user, "2027-01-10T12:00:00Z", 5);
      const soonest = await grantAt(user, "2026-11-15T12:00:00Z", 4);
      const next = await grantAt(user, "2026-12-20T12:00:00Z", 6);
      time.set("2027-02-01T12:00:00Z");

      const answer = await redeem(shop.as(user), "c03");
      expect(answer).toMatchObject({ __typename: "CreditRedemption", creditsSpent: 10, balance: 5 });
      const remaining = new Map((await grantsOf(late.userId)).map((grant) => [grant.id, grant.remaining]));
      expect(remaining).toEqual(
        new Map([
          [late.id, 5],
          [soonest.id, 0],
          [next.id, 0],
        ]),
      );
      const [spend] = await spendsOf(late.userId);
      expect(spend).toMatchObject({ amount: 10, kind: "redemption", storyId: "c03", libraryEntryId: Number(answer.libraryItem!.id) });
      const allocations = await shop.gateway.db.getRepository(CreditAllocation).find({ where: { spendId: spend!.id }, order: { grantId: "ASC" } });
      expect(allocations.map(({ grantId, amount }) => ({ grantId, amount }))).toEqual([
        { grantId: soonest.id, amount: 4 },
        { grantId: next.id, amount: 6 },
      ]);
    });

    it("groups the expiry schedule by month and year of expiry, earliest first, leaving out expired and spent credits", async () => {
      const user: TestUser = { sub: "user|schedule", email: "schedule@example.test" };
      // Out of order on purpose; each expires 24 months after it was acquired.
      await grantAt(user, "2027-01-10T09:00:00Z", 7); // Jan 2029
      await grantAt(user, "2026-12-20T09:00:00Z", 1); // Dec 2028
      await grantAt(user, "2025-01-15T09:00:00Z", 3); // Jan 2027: expired by the time we look
      await grantAt(user, "2027-02-01T00:00:00Z", 6); // Feb 2029
      await grantAt(user, "2026-10-01T09:00:00Z", 10); // Oct 2028: spent below
      await grantAt(user, "2027-01-31T23:30:00Z", 5); // 31 Jan 2029, still January in UTC
      await grantAt(user, "2026-12-05T09:00:00Z", 4); // Dec 2028
      await grantAt(user, "2026-11-15T09:00:00Z", 2); // Nov 2028

      time.set("2027-02-01T12:00:00Z");
      const client = shop.as(user);
      expect((await myCredits(client)).balance).toBe(35);
      expect(await redeem(client, "c04")).toMatchObject({ __typename: "CreditRedemption", balance: 25 });
      expect(await myCredits(client)).toEqual({
        balance: 25,
        creditsPerStory: 10,
        expirySchedule: [
          { year: 2028, month: 11, credits: 2 },
          { year: 2028, month: 12, credits: 5 },
          { year: 2029, month: 1, credits: 12 },
          { year: 2029, month: 2, credits: 6 },
        ],
      });
      expect(await viewerCredits(client)).toBe(25);
    });

    it("records what was left of a grant when it expired, once", async () => {
      const user: TestUser = { sub: "user|expired", email: "expired@example.test" };
      const expiring = await grantAt(user, "2027-03-01T00:00:00Z", 13);
      const lasting = await grantAt(user, "2027-04-01T00:00:00Z", 8);
      time.set("2027-03-02T00:00:00Z");
      expect(await redeem(shop.as(user), "c05")).toMatchObject({ __typename: "CreditRedemption", balance: 11 });

      time.set("2029-02-28T23:59:59Z");
      await sweep();
      expect((await grantsOf(expiring.userId)).map((grant) => grant.expiredAmount)).toEqual([null, null]);

      time.set("2029-03-01T00:00:00Z");
      expect((await sweep()).expiredGrants).toBeGreaterThanOrEqual(1);
      expect((await grantsOf(expiring.userId)).map(({ id, remaining, expiredAmount }) => ({ id, remaining, expiredAmount }))).toEqual([
        { id: expiring.id, remaining: 3, expiredAmount: 3 },
        { id: lasting.id, remaining: 8, expiredAmount: null },
      ]);
      expect((await sweep()).expiredGrants).toBe(0);
      time.advance(DAY_MS);
      await sweep();
      expect((await grantsOf(expiring.userId)).map((grant) => grant.expiredAmount)).toEqual([3, null]);
      expect((await myCredits(shop.as(user))).balance).toBe(8);
    });

    it("reminds 30 days before expiry, once per grant, by email through the outbox", async () => {
      const user: TestUser = { sub: "user|reminded", email: "reminded@example.test" };
      const userId = await userIdOf(shop, user);
      const first = await grantAt(user, "2027-05-10T08:00:00Z", 7); // expires 10 May 2029
      const later = await grantAt(user, "2027-05-20T08:00:00Z", 3); // expires 20 May 2029
      const remindersOf = async () =>
        (await outboxMessages(shop.gateway, EXPIRY_REMINDER_TOPIC))
          .map((message) => ({ message, payload: JSON.parse(message.payload) as { userId: number; grantIds: number[] } }))
          .filter(({ payload }) => payload.userId === userId);
      const mails = () => sentMails(shop.gateway).filter((mail) => mail.to.includes(user.email!));

      time.set(new Date(first.expiresAt.getTime() - 30 * DAY_MS - SECOND_MS));
      await sweep();
      await drainOutbox(shop);
      expect(await remindersOf()).toEqual([]);
      expect(mails()).toEqual([]);

      const firstReminder = new Date(first.expiresAt.getTime() - 30 * DAY_MS);
      time.set(firstReminder);
      expect((await sweep()).remindedUsers).toBeGreaterThanOrEqual(1);
      expect((await remindersOf()).map(({ payload }) => payload)).toEqual([{ userId, grantIds: [first.id] }]);
      await drainOutbox(shop);
      expect((await remindersOf())[0]!.message).toMatchObject({ deliveredAt: expect.any(Date), lastError: null });
      expect(mails()).toHaveLength(1);
      expect(mails()[0]!.subject).toBe("7 of your credits expire soon");
      expect(mails()[0]!.text).toContain("7 credits expire on May 10, 2029");
      expect(mails()[0]!.text).not.toContain("May 20");
      expect((await grantsOf(userId)).map((grant) => grant.remindedAt?.toISOString() ?? null)).toEqual([firstReminder.toISOString(), null]);

      // Swept again, the same day and the next: nothing new.
      await sweep();
      time.advance(DAY_MS);
      await sweep();
      await drainOutbox(shop);
      expect(await remindersOf()).toHaveLength(1);
      expect(mails()).toHaveLength(1);

      // The later grant's turn comes 30 days before it expires: it alone is in the email.
      time.set(new Date(later.expiresAt.getTime() - 30 * DAY_MS));
      await sweep();
      expect((await remindersOf()).map(({ payload }) => payload)).toEqual([
        { userId, grantIds: [first.id] },
        { userId, grantIds: [later.id] },
      ]);
      await drainOutbox(shop);
      expect(mails()).toHaveLength(2);
      expect(mails()[1]!.subject).toBe("3 of your credits expire soon");
      expect(mails()[1]!.text).toContain("3 credits expire on May 20, 2029");
      expect(mails()[1]!.text).not.toContain("May 10");
      await sweep();
      await drainOutbox(shop);
      expect(mails()).toHaveLength(2);
    });
  });

  describe("adjustments", () => {
    const TARGET: TestUser = { sub: "user|adjusted", email: "adjusted@example.test" };
    let targetId: number;

    beforeAll(async () => {
      time.set("2027-06-01T12:00:00Z");
      targetId = await userIdOf(shop, TARGET);
    });

    it("are for admins only", async () => {
      const anonymous = await adjustCredits(shop.visitor(), targetId, 5, "Goodwill", newKey());
      expect(anonymous.status).toBe(401);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect(anonymous.data?.adjustCredits).toBeUndefined();
      const detective = await adjustCredits(shop.as({ sub: "user|not-admin", email: "not-admin@example.test" }), targetId, 5, "Goodwill", newKey());
      expect(detective.status).toBe(403);
      expect(detective.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      // Not even to themselves.
      const self = await adjustCredits(shop.as(TARGET), targetId, 5, "Goodwill", newKey());
      expect(self.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(await grantsOf(targetId)).toEqual([]);
    });

    it("need a reason, an amount and a known user", async () => {
      const blank = await adjustCredits(shop.admin(), targetId, 5, "   ", newKey());
      expect(blank.data?.adjustCredits).toEqual({ __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", message: "Give a reason for the adjustment.", argument: "reason" });
      const missing = await shop.admin().graphql("mutation { adjustCredits(userId: \"1\", amount: 5, idempotencyKey: \"missing-reason\") { __typename } }");
      expect(missing.status).toBe(400);
      expect((await adjustCredits(shop.admin(), targetId, 0, "Nothing", newKey())).data?.adjustCredits).toMatchObject({ __typename: "InvalidArgumentError", argument: "amount" });
      expect((await adjustCredits(shop.admin(), targetId, 5, "Bad key", "short")).data?.adjustCredits).toMatchObject({ __typename: "InvalidArgumentError", argument: "idempotencyKey" });
      expect((await adjustCredits(shop.admin(), 999_999, 5, "Nobody", newKey())).data?.adjustCredits).toMatchObject({ __typename: "NotFoundError", errorCode: "NOT_FOUND" });
      expect(await grantsOf(targetId)).toEqual([]);
      expect(await spendsOf(targetId)).toEqual([]);
    });

    it("give credits with their reason, and take no more than the balance", async () => {
      const given = await adjustCredits(shop.admin(), targetId, 4, "Sorry about the broken link", newKey());
      expect(given.data?.adjustCredits).toEqual({ __typename: "CreditAdjustmentResult", userId: String(targetId), balance: 4 });
      expect(await grantsOf(targetId)).toEqual([expect.objectContaining({ amount: 4, remaining: 4, source: "adjustment", reason: "Sorry about the broken link" })]);

      const tooMuch = await adjustCredits(shop.admin(), targetId, -5, "Clawback", newKey());
      expect(tooMuch.data?.adjustCredits).toEqual({
        __typename: "InsufficientCreditsError",
        errorCode: "INSUFFICIENT_CREDITS",
        message: "The user has 4 credits; you can take at most that many.",
        balance: 4,
        needed: 5,
      });
      expect(await spendsOf(targetId)).toEqual([]);
      expect((await grantsOf(targetId))[0]!.remaining).toBe(4);

      const taken = await adjustCredits(shop.admin(), targetId, -4, "Clawback", newKey());
      expect(taken.data?.adjustCredits).toMatchObject({ __typename: "CreditAdjustmentResult", balance: 0 });
      expect(await spendsOf(targetId)).toEqual([expect.objectContaining({ amount: 4, kind: "adjustment", reason: "Clawback" })]);
      expect((await myCredits(shop.as(TARGET))).balance).toBe(0);
    });

    it("adjust once per idempotency key", async () => {
      const giveKey = newKey("give");
      const first = await adjustCredits(shop.admin(), targetId, 6, "Prize", giveKey);
      const again = await adjustCredits(shop.admin(), targetId, 6, "Prize", giveKey);
      expect(first.data?.adjustCredits).toMatchObject({ __typename: "CreditAdjustmentResult", balance: 6 });
      expect(again.data?.adjustCredits).toEqual(first.data?.adjustCredits);
      expect((await grantsOf(targetId)).filter((grant) => grant.reason === "Prize")).toHaveLength(1);

      const takeKey = newKey("take");
      const taken = await adjustCredits(shop.admin(), targetId, -2, "Correction", takeKey);
      const takenAgain = await adjustCredits(shop.admin(), targetId, -2, "Correction", takeKey);
      expect(taken.data?.adjustCredits).toMatchObject({ __typename: "CreditAdjustmentResult", balance: 4 });
      expect(takenAgain.data?.adjustCredits).toEqual(taken.data?.adjustCredits);
      expect((await spendsOf(targetId)).filter((spend) => spend.reason === "Correction")).toHaveLength(1);
      expect((await myCredits(shop.as(TARGET))).balance).toBe(4);
    });

    it("adjust once per idempotency key even when the key comes back with the other sign", async () => {
      const key = newKey("both-ways");
      const before = (await myCredits(shop.as(TARGET))).balance;
      expect((await adjustCredits(shop.admin(), targetId, 3, "Refund in credits", key)).data?.adjustCredits).toMatchObject({ balance: before + 3 });
      // A client that reuses the key gets the first adjustment back, never a second one.
      await adjustCredits(shop.admin(), targetId, -3, "Refund in credits", key);
      expect((await myCredits(shop.as(TARGET))).balance).toBe(before + 3);
    });
  });

  describe("the balance everywhere", () => {
    const HOLDER: TestUser = { sub: "user|holder", email: "holder@example.test" };

    async function rest(path: string, user?: TestUser) {
      const response = await fetch(`${shop.gateway.baseUrl}/api-coldcase${path}`, { headers: user ? { authorization: `Bearer ${shop.token(user)}` } : {} });
      return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
    }

    it("answers the REST account routes with 401 without a token", async () => {
      for (const path of ["/users/status", "/users/me", "/users/me/sponsored"]) {
        const answer = await rest(path);
        expect(answer.status, path).toBe(401);
        expect(answer.body, path).toMatchObject({ errorCode: "UNAUTHENTICATED" });
      }
    });

    it("shows the ledger's balance in /users/status, /users/me, Viewer.credits and myCredits alike", async () => {
      await grantAt(HOLDER, "2027-03-15T10:00:00Z", 6);
      await grantAt(HOLDER, "2026-09-15T10:00:00Z", 10);
      await grantAt(HOLDER, "2025-07-01T10:00:00Z", 9); // expired by now
      time.set("2027-08-01T10:00:00Z");
      const client = shop.as(HOLDER);
      expect(await redeem(client, "c06")).toMatchObject({ __typename: "CreditRedemption", balance: 6 });
      await grantAt(HOLDER, "2027-08-01T10:00:00Z", 2);
      time.set("2027-08-02T10:00:00Z");

      expect(await rest("/users/status", HOLDER)).toMatchObject({ status: 200, body: { isAdmin: false, credits: 8 } });
      expect((await rest("/users/status", HOLDER)).headers.get("cache-control")).toBe("private, no-store");
      expect(await rest("/users/status", ADMIN)).toMatchObject({ status: 200, body: { isAdmin: true, credits: 0 } });
      const me = await rest("/users/me", HOLDER);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        credits: [
          { amount: 6, expiry_date: "2029-03-15T10:00:00.000Z" },
          { amount: 2, expiry_date: "2029-08-01T10:00:00.000Z" },
        ],
      });
      expect(me.body).toMatchObject({ purchasedStories: [expect.objectContaining({ purchase_type: "credits", story: expect.objectContaining({ _id: "c06" }) })] });
      expect(await rest("/users/me/sponsored", HOLDER)).toMatchObject({ status: 200, body: [] });
      expect(await viewerCredits(client)).toBe(8);
      expect(await myCredits(client)).toEqual({
        balance: 8,
        creditsPerStory: 10,
        expirySchedule: [
          { year: 2029, month: 3, credits: 6 },
          { year: 2029, month: 8, credits: 2 },
        ],
      });
    });
  });
});
