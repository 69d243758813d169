import { In } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboxMessage } from "../../platform/outbox/outbox-message.entity";
import { LibraryEntry } from "../library/library-entry.entity";
import { OrderLine } from "../orders/order-line.entity";
import { Order } from "../orders/order.entity";
import { REFUND_PAYMENT_TOPIC } from "../orders/refund-payment";
import { Sponsorship } from "../stories/sponsorship.entity";
import {
  downloadsOf,
  outboxMessages,
  PAYING_CARD,
  payInSandbox,
  sentMails,
  type Shop,
  startShop,
  storyFixtures,
  type TestUser,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CreditAllocation } from "./credit-allocation.entity";
import { CreditGrant } from "./credit-grant.entity";
import { CreditSpend } from "./credit-spend.entity";
import { drainOutbox, grantCredits, myCredits, newKey, type RedeemAnswer, redeem, startSponsorship, undeliveredMessages, visitorStoryPage, userIdOf } from "./credits.test-fixtures";
import { SPONSOR_TAKEN_REASON } from "./sponsorship-lines";

const mysqlKinds = testDatabaseKinds().filter((kind) => kind.name === "mysql");

// Named even when no MySQL is available, so the file always holds a suite and the skip is reported.
describe.runIf(mysqlKinds.length === 0)("credits and sponsorships under concurrent requests (MySQL/MariaDB)", () => {
  it.skip("need a MySQL or MariaDB server", () => {});
});

/** SQLite runs one transaction at a time; these races are about row locks and unique indexes, so MySQL/MariaDB only. */
describe.each(mysqlKinds)("credits and sponsorships under concurrent requests on $name", (kind) => {
  const stories = storyFixtures("q", 100);
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: [...stories, { id: "sp01", title: "The Contested Affair" }] });
  });
  afterAll(async () => {
    await shop.stop();
  });

  /**
   * Delivers everything the outbox holds. A delivery that failed is tried again after its back-off (a sandbox webhook is
   * answered 500 when its fulfilment lost the lock race five times); the test makes it due at once instead of waiting.
   */
  async function deliverEverything(): Promise<void> {
    for (let round = 0; round < 5; round++) {
      await drainOutbox(shop);
      const waiting = (await undeliveredMessages(shop)).filter((message) => message.failedAt === null);
      if (waiting.length === 0) return;
      await shop.gateway.db.getRepository(OutboxMessage).update({ id: In(waiting.map((message) => message.id)) }, { availableAt: new Date(Date.now() - 1000) });
    }
    throw new Error("Outbox messages kept failing");
  }

  const count = (answers: RedeemAnswer[], typename: string) => answers.filter((answer) => answer.__typename === typename).length;

  async function ledgerOf(user: TestUser) {
    const userId = await userIdOf(shop, user);
    const grants = await shop.gateway.db.getRepository(CreditGrant).find({ where: { userId }, order: { id: "ASC" } });
    const spends = await shop.gateway.db.getRepository(CreditSpend).find({ where: { userId }, order: { id: "ASC" } });
    const allocations = spends.length === 0 ? [] : await shop.gateway.db.getRepository(CreditAllocation).findBy(spends.map((spend) => ({ spendId: spend.id })));
    const entries = await shop.gateway.db.getRepository(LibraryEntry).findBy({ userId });
    return { grants, spends, allocations, entries };
  }

  /** All 100 stories at once, each with its own key. */
  async function redeemEveryStoryAtOnce(user: TestUser): Promise<RedeemAnswer[]> {
    const client = shop.as(user);
    return Promise.all(stories.map((story) => redeem(client, story.id, newKey(story.id))));
  }

  it("lets 100 simultaneous redemptions of different stories on 10 credits make exactly one", async () => {
    const user: TestUser = { sub: "user|ten", email: "ten@example.test" };
    await grantCredits(shop, user, 10);
    const answers = await redeemEveryStoryAtOnce(user);
    expect(count(answers, "CreditRedemption")).toBe(1);
    expect(count(answers, "InsufficientCreditsError")).toBe(99);
    expect(answers.filter((answer) => answer.__typename === "InsufficientCreditsError").every((answer) => answer.message === "Not enough credits: you have 0, and a story needs 10.")).toBe(true);
    expect(await myCredits(shop.as(user))).toMatchObject({ balance: 0, expirySchedule: [] });
    const ledger = await ledgerOf(user);
    expect(ledger.spends).toHaveLength(1);
    expect(ledger.grants.map((grant) => grant.remaining)).toEqual([0]);
    expect(ledger.allocations.reduce((sum, allocation) => sum + allocation.amount, 0)).toBe(10);
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]!.storyId).toBe(answers.find((answer) => answer.__typename === "CreditRedemption")!.libraryItem!.story.id);
  });

  it("lets 100 simultaneous redemptions of different stories on 25 credits make exactly two", async () => {
    const user: TestUser = { sub: "user|twenty-five", email: "twenty-five@example.test" };
    await grantCredits(shop, user, 10);
    await grantCredits(shop, user, 10);
    await grantCredits(shop, user, 5);
    const answers = await redeemEveryStoryAtOnce(user);
    expect(count(answers, "CreditRedemption")).toBe(2);
    expect(count(answers, "InsufficientCreditsError")).toBe(98);
    expect((await myCredits(shop.as(user))).balance).toBe(5);
    const ledger = await ledgerOf(user);
    expect(ledger.spends.map((spend) => spend.amount)).toEqual([10, 10]);
    expect(ledger.grants.reduce((sum, grant) => sum + grant.remaining, 0)).toBe(5);
    expect(ledger.allocations.reduce((sum, allocation) => sum + allocation.amount, 0)).toBe(20);
    expect(ledger.entries).toHaveLength(2);
  });

  it("makes the same redemption sent 10 times at once with one key happen once, and answers each alike", async () => {
    const user: TestUser = { sub: "user|double-click", email: "double-click@example.test" };
    await grantCredits(shop, user, 30);
    const downloads = await downloadsOf(shop.gateway, "q50");
    const client = shop.as(user);
    const key = newKey("same");
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(client, "q50", key)));
    const [first] = answers;
    expect(first).toMatchObject({ __typename: "CreditRedemption", creditsSpent: 10, balance: 20, libraryItem: { purchaseType: "CREDITS", story: { id: "q50" } } });
    // The story's downloads in an answer are as read before it (from the catalogue cache); everything else is the same.
    const withoutDownloads = (answer: RedeemAnswer) => ({ ...answer, libraryItem: { ...answer.libraryItem, story: { id: answer.libraryItem?.story.id } } });
    for (const answer of answers) expect(withoutDownloads(answer)).toEqual(withoutDownloads(first!));
    expect((await myCredits(client)).balance).toBe(20);
    const ledger = await ledgerOf(user);
    expect(ledger.spends).toHaveLength(1);
    expect(ledger.spends[0]).toMatchObject({ amount: 10, storyId: "q50", libraryEntryId: Number(first!.libraryItem!.id) });
    expect(ledger.entries).toHaveLength(1);
    expect(await downloadsOf(shop.gateway, "q50")).toBe(downloads + 1);
  });

  it("gives a story whose sponsorship 50 detectives pay for at once one sponsor, and refunds the 49 others, telling them why", async () => {
    const sponsors: TestUser[] = Array.from({ length: 50 }, (_unused, index) => ({ sub: `user|rival-${index + 1}`, email: `rival${index + 1}@example.test` }));
    // A visitor's page is cached before the race: what they see after it proves the cache was dropped.
    await visitorStoryPage(shop, "sp01");
    const before = await visitorStoryPage(shop, "sp01");
    expect(before.cached).toBe(true);
    expect(before.story).toMatchObject({ isSponsored: false, sponsor: null, sponsorshipOffer: { productId: "sponsor-sp01" } });

    const checkouts = await Promise.all(sponsors.map((user, index) => startSponsorship(shop.as(user), "sp01", `Rival ${index + 1}`)));
    const paid = await Promise.all(checkouts.map((checkout) => payInSandbox(checkout.redirectUrl, PAYING_CARD)));
    expect(paid.map((answer) => answer.status)).toEqual(sponsors.map(() => 303));
    await deliverEverything();
    expect(await undeliveredMessages(shop)).toEqual([]);

    // One sponsor, decided by the database.
    const sponsorships = await shop.gateway.db.getRepository(Sponsorship).findBy({ storyId: "sp01" });
    expect(sponsorships).toHaveLength(1);
    const winnerIndex = sponsors.findIndex((user) => user.sub === `user|rival-${Number(sponsorships[0]!.sponsorName.replace("Rival ", ""))}`);
    const winner = sponsors[winnerIndex]!;
    expect(sponsorships[0]!.sponsorUserId).toBe(await userIdOf(shop, winner));

    // 5 credits, once, to the winner.
    const sponsorshipGrants = await shop.gateway.db.getRepository(CreditGrant).findBy({ source: "sponsorship" as CreditGrant["source"] });
    expect(sponsorshipGrants).toEqual([expect.objectContaining({ userId: await userIdOf(shop, winner), amount: 5, storyId: "sp01" })]);
    expect((await myCredits(shop.as(winner))).balance).toBe(5);
    expect((await myCredits(shop.as(sponsors[(winnerIndex + 1) % 50]!))).balance).toBe(0);

    // The 49 other lines refunded with the reason, their money sent back through the provider.
    const orderIds = checkouts.map((checkout) => checkout.orderId);
    const lines = await shop.gateway.db.getRepository(OrderLine).find({ where: orderIds.map((orderId) => ({ orderId })) });
    expect(lines).toHaveLength(50);
    const refunded = lines.filter((line) => line.state === "refunded");
    expect(lines.filter((line) => line.state === "fulfilled").map((line) => line.orderId)).toEqual([checkouts[winnerIndex]!.orderId]);
    expect(refunded).toHaveLength(49);
    expect(refunded.every((line) => line.refundReason === SPONSOR_TAKEN_REASON && line.refundedAt !== null)).toBe(true);
    const orders = await shop.gateway.db.getRepository(Order).find({ where: orderIds.map((id) => ({ id })) });
    expect(orders.filter((order) => order.state === "refunded" && order.refundedCents === 1995)).toHaveLength(49);
    const refunds = (await outboxMessages(shop.gateway, REFUND_PAYMENT_TOPIC)).filter((message) => orderIds.some((orderId) => message.key === `refund-undeliverable:${orderId}`));
    expect(refunds).toHaveLength(49);
    expect(refunds.every((message) => message.deliveredAt !== null && (JSON.parse(message.payload) as { amountCents: number }).amountCents === 1995)).toBe(true);

    // Each of the 49 is told, once, that their payment went back, and why.
    const refundMails = sentMails(shop.gateway).filter((mail) => / was refunded$/.test(mail.subject));
    const loserEmails = sponsors.filter((_user, index) => index !== winnerIndex).map((user) => user.email!);
    expect(refundMails.map((mail) => mail.to).sort()).toEqual([...loserEmails].sort());
    expect(refundMails.every((mail) => mail.text.includes(SPONSOR_TAKEN_REASON))).toBe(true);
    expect(sentMails(shop.gateway).filter((mail) => mail.to.includes(winner.email!)).map((mail) => mail.subject)).toEqual([expect.not.stringMatching(/refunded/)]);

    // Visitors see the sponsor, and no offer, at once.
    expect((await visitorStoryPage(shop, "sp01")).story).toEqual({
      id: "sp01",
      isSponsored: true,
      downloads: 0,
      sponsor: { name: sponsorships[0]!.sponsorName },
      sponsorshipOffer: null,
    });
  });
});
