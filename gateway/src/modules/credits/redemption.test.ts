import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREPARE_CASE_FILE_TOPIC } from "../library";
import { LibraryEntry } from "../library/library-entry.entity";
import { buy, downloadsOf, libraryEntriesOf, outboxMessages, type Shop, startShop, storyFixtures, type TestUser } from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CreditAllocation } from "./credit-allocation.entity";
import { CreditGrant } from "./credit-grant.entity";
import { CreditSpend } from "./credit-spend.entity";
import { drainOutbox, grantCredits, manualClock, MY_CREDITS, myCredits, newKey, REDEEM, redeem, userIdOf } from "./credits.test-fixtures";

const NOW = "2027-04-01T09:30:00.000Z";

describe.each(testDatabaseKinds())("redeeming stories with credits on $name", (kind) => {
  const time = manualClock(NOW);
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: [...storyFixtures("m", 7), { id: "m-soon", title: "The Unopened Affair", available: false }], clock: time.clock });
  });
  afterAll(async () => {
    await shop.stop();
  });

  async function spendsOf(user: TestUser): Promise<CreditSpend[]> {
    return shop.gateway.db.getRepository(CreditSpend).find({ where: { userId: await userIdOf(shop, user) }, order: { id: "ASC" } });
  }

  async function remainingOf(user: TestUser): Promise<number[]> {
    const grants = await shop.gateway.db.getRepository(CreditGrant).find({ where: { userId: await userIdOf(shop, user) }, order: { id: "ASC" } });
    return grants.map((grant) => grant.remaining);
  }

  it("puts the story in the library as bought with credits, counts the download, prepares its case file and takes 10 credits", async () => {
    const ana: TestUser = { sub: "user|ana", email: "ana@example.test" };
    const client = shop.as(ana);
    await grantCredits(shop, ana, 15);
    const key = newKey("ana");

    const answer = await redeem(client, "m01", key);
    // (The answer's story is the one read before the redemption, so its downloads are not asserted here but below.)
    expect(answer).toEqual({
      __typename: "CreditRedemption",
      creditsSpent: 10,
      balance: 5,
      libraryItem: { id: expect.any(String), purchaseType: "CREDITS", acquiredAt: NOW, story: { id: "m01", downloads: expect.any(Number) } },
    });
    const entryId = Number(answer.libraryItem!.id);
    expect(await client.myLibrary()).toEqual([{ id: String(entryId), purchaseType: "CREDITS", acquiredAt: NOW, story: { id: "m01", title: "The m01 Affair", downloads: 1 } }]);
    expect(await downloadsOf(shop.gateway, "m01")).toBe(1);
    expect(await myCredits(client)).toMatchObject({ balance: 5 });

    const [spend, ...others] = await spendsOf(ana);
    expect(others).toEqual([]);
    expect(spend).toMatchObject({ amount: 10, kind: "redemption", storyId: "m01", libraryEntryId: entryId, spendKey: `redeem:${await userIdOf(shop, ana)}:${key}` });
    expect(await libraryEntriesOf(shop.gateway, "m01")).toEqual([
      expect.objectContaining({ id: entryId, userId: await userIdOf(shop, ana), orderLineId: null, purchaseType: "credits", reference: `CREDITS-${spend!.id}`, revokedAt: null }),
    ]);

    // The case file is made by the outbox, and then downloads.
    expect((await outboxMessages(shop.gateway, PREPARE_CASE_FILE_TOPIC, `case-file:${entryId}`)).map((message) => JSON.parse(message.payload))).toEqual([{ entryId }]);
    await drainOutbox(shop);
    expect((await shop.gateway.db.getRepository(LibraryEntry).findOneByOrFail({ id: entryId })).caseFile).toEqual(expect.any(String));
    const link = await client.requestDownload(String(entryId));
    expect(link.__typename).toBe("DownloadLink");
    const file = await fetch(link.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    await file.arrayBuffer();

    // A double click (the same key again) redeems once and answers the same.
    const replay = await redeem(client, "m01", key);
    expect(replay).toEqual({ ...answer, libraryItem: { ...answer.libraryItem, story: { id: "m01", downloads: expect.any(Number) } } });
    expect(await spendsOf(ana)).toHaveLength(1);
    expect(await downloadsOf(shop.gateway, "m01")).toBe(1);
    // The key is for that one redemption: another story with it is refused.
    expect(await redeem(client, "m02", key)).toMatchObject({ __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", argument: "idempotencyKey" });
    expect(await myCredits(client)).toMatchObject({ balance: 5 });
  });

  it("refuses a short balance with a clear message and spends nothing", async () => {
    const ben: TestUser = { sub: "user|ben", email: "ben@example.test" };
    const client = shop.as(ben);
    expect(await redeem(client, "m02")).toEqual({
      __typename: "InsufficientCreditsError",
      errorCode: "INSUFFICIENT_CREDITS",
      message: "Not enough credits: you have 0, and a story needs 10.",
      balance: 0,
      needed: 10,
    });
    await grantCredits(shop, ben, 4);
    await grantCredits(shop, ben, 5);
    expect(await redeem(client, "m02")).toEqual({
      __typename: "InsufficientCreditsError",
      errorCode: "INSUFFICIENT_CREDITS",
      message: "Not enough credits: you have 9, and a story needs 10.",
      balance: 9,
      needed: 10,
    });
    expect(await spendsOf(ben)).toEqual([]);
    expect(await remainingOf(ben)).toEqual([4, 5]);
    const grantIds = (await shop.gateway.db.getRepository(CreditGrant).find({ where: { userId: await userIdOf(shop, ben) } })).map((grant) => grant.id);
    expect(await shop.gateway.db.getRepository(CreditAllocation).countBy(grantIds.map((grantId) => ({ grantId })))).toBe(0);
    expect(await client.myLibrary()).toEqual([]);
    expect(await downloadsOf(shop.gateway, "m02")).toBe(0);
  });

  it("refuses a story that is coming soon", async () => {
    const cy: TestUser = { sub: "user|cy", email: "cy@example.test" };
    await grantCredits(shop, cy, 10);
    expect(await redeem(shop.as(cy), "m-soon")).toEqual({
      __typename: "ProductUnavailableError",
      errorCode: "PRODUCT_UNAVAILABLE",
      message: "The Unopened Affair is coming soon and can't be redeemed yet.",
    });
    expect(await spendsOf(cy)).toEqual([]);
    expect(await myCredits(shop.as(cy))).toMatchObject({ balance: 10 });
    expect(await libraryEntriesOf(shop.gateway, "m-soon")).toEqual([]);
  });

  it("refuses a story already bought, leaving the credits alone, whether or not the balance would cover it", async () => {
    const dee: TestUser = { sub: "user|dee", email: "dee@example.test" };
    const client = shop.as(dee);
    await buy(shop, client, ["kit-m03"]);
    // Too few credits: being owned is the real reason.
    expect(await redeem(client, "m03")).toEqual({ __typename: "AlreadyOwnedError", errorCode: "ALREADY_OWNED", message: "The m03 Affair is already in your library.", storyId: "m03" });

    await grantCredits(shop, dee, 12);
    expect(await redeem(client, "m03")).toEqual({ __typename: "AlreadyOwnedError", errorCode: "ALREADY_OWNED", message: "The m03 Affair is already in your library.", storyId: "m03" });
    expect(await spendsOf(dee)).toEqual([]);
    expect(await remainingOf(dee)).toEqual([12]);
    expect(await myCredits(client)).toMatchObject({ balance: 12 });
    expect(await downloadsOf(shop.gateway, "m03")).toBe(1);
    expect((await client.myLibrary()).map((item) => [item.story.id, item.purchaseType])).toEqual([["m03", "PURCHASE"]]);

    // Redeemed once, a second key for the same story is refused the same way.
    expect(await redeem(client, "m04")).toMatchObject({ __typename: "CreditRedemption", balance: 2 });
    await grantCredits(shop, dee, 10);
    expect(await redeem(client, "m04")).toMatchObject({ __typename: "AlreadyOwnedError", storyId: "m04" });
    expect(await spendsOf(dee)).toHaveLength(1);
    expect(await myCredits(client)).toMatchObject({ balance: 12 });
  });

  it("refuses a story the detective bought as a visitor with their verified email, before they opened their library", async () => {
    const gus: TestUser = { sub: "user|gus", email: "gus@example.test" };
    await buy(shop, shop.visitor(), ["kit-m06"], { email: "gus@example.test" });
    await grantCredits(shop, gus, 10);
    expect(await redeem(shop.as(gus), "m06")).toMatchObject({ __typename: "AlreadyOwnedError", errorCode: "ALREADY_OWNED", storyId: "m06" });
    expect(await spendsOf(gus)).toEqual([]);
    expect(await myCredits(shop.as(gus))).toMatchObject({ balance: 10 });
    expect(await libraryEntriesOf(shop.gateway, "m06")).toHaveLength(1);
    expect(await downloadsOf(shop.gateway, "m06")).toBe(1);
  });

  it("answers NotFoundError for a story that does not exist", async () => {
    const eve: TestUser = { sub: "user|eve", email: "eve@example.test" };
    await grantCredits(shop, eve, 10);
    expect(await redeem(shop.as(eve), "no-such-story")).toEqual({ __typename: "NotFoundError", errorCode: "NOT_FOUND", message: "There is no story with this id." });
    expect(await redeem(shop.as(eve), "x".repeat(200))).toMatchObject({ __typename: "NotFoundError" });
    expect(await spendsOf(eve)).toEqual([]);
    expect(await myCredits(shop.as(eve))).toMatchObject({ balance: 10 });
  });

  it("refuses an idempotency key that is not 8 to 100 letters, digits, dashes or underscores", async () => {
    const fay: TestUser = { sub: "user|fay", email: "fay@example.test" };
    await grantCredits(shop, fay, 10);
    for (const key of ["short", "has spaces in it", "x".repeat(101), "semi;colon;key"]) {
      expect(await redeem(shop.as(fay), "m05", key), key).toMatchObject({ __typename: "InvalidArgumentError", errorCode: "INVALID_ARGUMENT", argument: "idempotencyKey" });
    }
    expect(await spendsOf(fay)).toEqual([]);
    expect(await myCredits(shop.as(fay))).toMatchObject({ balance: 10 });
  });

  it("needs a signed-in detective", async () => {
    const anonymous = await shop.visitor().graphql(REDEEM, { storyId: "m07", key: newKey() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const credits = await shop.visitor().graphql(MY_CREDITS);
    expect(credits.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await libraryEntriesOf(shop.gateway, "m07")).toEqual([]);
  });
});
