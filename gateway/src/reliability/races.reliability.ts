import { afterAll, beforeAll, expect, it } from "vitest";
import { CreditSource } from "../modules/credits/credit-source";
import { CREDIT_TERMS } from "../modules/credits/credit-terms";
import { drainOutbox, grantCredits, newKey, redeem, startSponsorship, undeliveredMessages, userIdOf } from "../modules/credits/credits.test-fixtures";
import { SPONSOR_TAKEN_REASON } from "../modules/credits/sponsorship-lines";
import { PREPARE_CASE_FILE_TOPIC } from "../modules/library";
import { REFUND_PAYMENT_TOPIC } from "../modules/orders/refund-payment";
import {
  downloadsOf,
  orderRow,
  outboxMessages,
  PAYING_CARD,
  payInSandbox,
  postWebhook,
  sandboxPaymentEvent,
  type Shop,
  signSandboxWebhook,
  startShop,
  storyFixtures,
  type TestUser,
} from "../test-support/commerce.test-fixtures";
import { visitorsBuyAtOnce } from "./support/checkout-crowd";
import { auditLedger } from "./support/credit-ledger-audit";
import { describeOnMariaDb } from "./support/mariadb-suite";
import { deliveredOnce, duplicated, orderOutcomes } from "./support/order-outcomes";
import { pollUntil } from "./support/poll";
import { printFigure } from "./support/reliability-figure";

const CHECKOUTS = 200;
const SPENDS = 100;
const SPONSORS = 50;
const WEBHOOK_COPIES = 10;
const SETTLE_TIMEOUT_MS = 90_000;

describeOnMariaDb("races against the real gateway", (kind) => {
  const stories = storyFixtures("r", CHECKOUTS);
  const contested = { id: "sp01", title: "The Contested Affair" };
  const duplicatedWebhookStory = { id: "wh01", title: "The Echoing Affair" };
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: [...stories, contested, duplicatedWebhookStory] });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const sql = (query: string, params?: readonly unknown[]) => shop.gateway.db.query<Record<string, unknown>[]>(query, params ? [...params] : undefined);

  it(`fulfils ${CHECKOUTS} concurrent checkouts each exactly once`, async () => {
    const orderIds = await visitorsBuyAtOnce(shop, stories.map((story) => `kit-${story.id}`), "crowd");
    // The sandbox delivers each payment's webhook through the outbox; fulfilment queues the email and the case file.
    await pollUntil(async () => (await orderOutcomes(sql, shop.gateway.dataDir, orderIds)).every(deliveredOnce), { timeoutMs: SETTLE_TIMEOUT_MS, intervalMs: 250 });
    const outcomes = await orderOutcomes(sql, shop.gateway.dataDir, orderIds);
    const storyIds = stories.map((story) => story.id);
    const [downloads] = await sql(`SELECT COALESCE(SUM(downloads), 0) AS n FROM stories WHERE id IN (${storyIds.map(() => "?").join(", ")})`, storyIds);
    const figures = {
      orders: new Set(orderIds).size,
      paid: outcomes.filter((outcome) => outcome.paid).length,
      fulfilled: outcomes.filter((outcome) => outcome.state === "fulfilled").length,
      lines: outcomes.reduce((sum, outcome) => sum + outcome.fulfilledLines, 0),
      libraryEntries: outcomes.reduce((sum, outcome) => sum + outcome.libraryEntries, 0),
      emails: outcomes.reduce((sum, outcome) => sum + outcome.mails, 0),
      downloads: Number(downloads?.n),
      lost: outcomes.filter((outcome) => !deliveredOnce(outcome) && !duplicated(outcome)).length,
      duplicated: outcomes.filter(duplicated).length,
    };
    printFigure(
      `${CHECKOUTS} concurrent checkouts → ${figures.paid} paid, ${figures.fulfilled} fulfilled, ${figures.lost} lost, ${figures.duplicated} duplicated ` +
        `(${figures.orders} orders, ${figures.lines} order lines fulfilled, ${figures.libraryEntries} library entries, ${figures.emails} confirmation emails, ${figures.downloads} downloads)`,
    );
    expect(figures).toEqual({ orders: CHECKOUTS, paid: CHECKOUTS, fulfilled: CHECKOUTS, lines: CHECKOUTS, libraryEntries: CHECKOUTS, emails: CHECKOUTS, downloads: CHECKOUTS, lost: 0, duplicated: 0 });
  });

  it(`lets ${SPENDS} parallel credit spends on a balance of one story's price make exactly one`, async () => {
    const user: TestUser = { sub: "user|one-story", email: "one-story@example.test" };
    // A balance of exactly one redemption: 10 credits, the price of a story.
    expect(await grantCredits(shop, user, CREDIT_TERMS.perStory)).toBe(10);
    const userId = await userIdOf(shop, user);
    const client = shop.as(user);

    // Watches the stored balance while the spends race: it must never dip below zero, not even for a moment.
    let racing = true;
    let lowestBalance = Number.POSITIVE_INFINITY;
    let lowestGrant = Number.POSITIVE_INFINITY;
    const watcher = (async () => {
      while (racing) {
        const [row] = await sql("SELECT COALESCE(SUM(remaining), 0) AS balance, COALESCE(MIN(remaining), 0) AS lowest FROM credit_grants WHERE user_id = ?", [userId]);
        lowestBalance = Math.min(lowestBalance, Number(row?.balance));
        lowestGrant = Math.min(lowestGrant, Number(row?.lowest));
      }
    })();
    const answers = await Promise.all(stories.slice(0, SPENDS).map((story) => redeem(client, story.id, newKey(story.id))));
    racing = false;
    await watcher;

    const succeeded = answers.filter((answer) => answer.__typename === "CreditRedemption").length;
    const refused = answers.filter((answer) => answer.__typename === "InsufficientCreditsError").length;
    const ledger = await auditLedger(sql, userId);
    printFigure(
      `${SPENDS} parallel credit spends on a balance of ${CREDIT_TERMS.perStory} (one story) → ${succeeded} succeeded, ${refused} refused for insufficient credits; ` +
        `balance after ${ledger.remaining}, lowest balance seen during the race ${lowestBalance}, lowest grant ${lowestGrant}; ` +
        `ledger: ${ledger.spends} spend of ${ledger.spent} credits, ${ledger.redeemedEntries} library entry, ${ledger.problems.length} inconsistencies`,
    );
    expect({ succeeded, refused }).toEqual({ succeeded: 1, refused: SPENDS - 1 });
    expect(Math.min(lowestBalance, lowestGrant)).toBeGreaterThanOrEqual(0);
    expect(ledger).toMatchObject({ granted: 10, remaining: 0, lowestRemaining: 0, spends: 1, spent: 10, redeemedEntries: 1, problems: [] });
  });

  it(`gives a story ${SPONSORS} detectives sponsor at once exactly one sponsor`, async () => {
    const sponsors: TestUser[] = Array.from({ length: SPONSORS }, (_unused, index) => ({ sub: `user|sponsor-${index}`, email: `sponsor-${index}@example.test` }));
    const checkouts = await Promise.all(sponsors.map((user, index) => startSponsorship(shop.as(user), contested.id, `Sponsor ${index}`)));
    const payments = await Promise.all(checkouts.map((checkout) => payInSandbox(checkout.redirectUrl, PAYING_CARD)));
    expect(payments.every((payment) => payment.status === 303)).toBe(true);
    const orderIds = checkouts.map((checkout) => checkout.orderId);
    const settled = async () => {
      await drainOutbox(shop);
      const states = await Promise.all(orderIds.map(async (orderId) => (await orderRow(shop.gateway, orderId)).state));
      return states.every((state) => state === "fulfilled" || state === "refunded") && (await undeliveredMessages(shop)).length === 0;
    };
    await pollUntil(settled, { timeoutMs: SETTLE_TIMEOUT_MS, intervalMs: 250 });

    const sponsorships = await sql("SELECT sponsor_user_id AS userId FROM story_sponsorships WHERE story_id = ?", [contested.id]);
    const grants = await sql("SELECT user_id AS userId, amount FROM credit_grants WHERE story_id = ? AND source = ?", [contested.id, CreditSource.SPONSORSHIP]);
    const marks = orderIds.map(() => "?").join(", ");
    const lines = await sql(`SELECT state, refund_reason AS reason FROM order_lines WHERE order_id IN (${marks})`, orderIds);
    const refundsQueued = await sql(`SELECT COUNT(*) AS n FROM outbox_messages WHERE topic = ? AND message_key IN (${marks}) AND delivered_at IS NOT NULL`, [
      REFUND_PAYMENT_TOPIC,
      ...orderIds.map((id) => `refund-undeliverable:${id}`),
    ]);
    const fulfilled = lines.filter((line) => line.state === "fulfilled").length;
    const refunded = lines.filter((line) => line.state === "refunded" && line.reason === SPONSOR_TAKEN_REASON).length;
    printFigure(
      `${SPONSORS} parallel sponsors of one story → ${sponsorships.length} sponsor, ${grants.length} sponsorship credit grant, ` +
        `${fulfilled} sponsorship fulfilled, ${refunded} refunded as taken (${Number(refundsQueued[0]?.n)} refunds sent to the provider)`,
    );
    expect(sponsorships).toHaveLength(1);
    expect(grants).toEqual([{ userId: sponsorships[0]?.userId, amount: 5 }]);
    expect({ fulfilled, refunded, refundsSent: Number(refundsQueued[0]?.n) }).toEqual({ fulfilled: 1, refunded: SPONSORS - 1, refundsSent: SPONSORS - 1 });
  });

  it(`fulfils a payment whose webhook arrives ${WEBHOOK_COPIES} times at once exactly once`, async () => {
    const visitor = shop.visitor();
    await visitor.addToCart(`kit-${duplicatedWebhookStory.id}`);
    await visitor.setCartEmail("echo@example.test");
    const { orderId } = await visitor.startCheckout();
    const order = await orderRow(shop.gateway, orderId);
    // One event, signed once, as a provider retrying an unanswered delivery sends it again and again.
    const body = JSON.stringify(sandboxPaymentEvent(orderId, order.totalCents, "Echo Detective"));
    const headers = signSandboxWebhook(shop.gateway, body);
    const statuses = await Promise.all(Array.from({ length: WEBHOOK_COPIES }, () => postWebhook(shop.gateway, "sandbox", body, headers)));
    await pollUntil(
      async () => {
        await drainOutbox(shop);
        return (await orderOutcomes(sql, shop.gateway.dataDir, [orderId])).every(deliveredOnce);
      },
      { timeoutMs: SETTLE_TIMEOUT_MS, intervalMs: 100 },
    );
    const [outcome] = await orderOutcomes(sql, shop.gateway.dataDir, [orderId]);
    const entries = await sql("SELECT id, case_file AS caseFile FROM library_entries WHERE story_id = ?", [duplicatedWebhookStory.id]);
    const caseFileJobs = await outboxMessages(shop.gateway, PREPARE_CASE_FILE_TOPIC, `case-file:${String(entries[0]?.id)}`);
    const downloads = await downloadsOf(shop.gateway, duplicatedWebhookStory.id);
    const answered = statuses.filter((status) => status === 200).length;
    printFigure(
      `the same payment webhook ${WEBHOOK_COPIES}× at once → ${outcome?.state === "fulfilled" ? 1 : 0} fulfilment (${answered} of ${WEBHOOK_COPIES} answered 200; ` +
        `${entries.length} library entry, ${outcome?.mails} confirmation email, ${outcome?.confirmationsQueued} confirmation job, ${caseFileJobs.length} case-file job, ${downloads} download counted)`,
    );
    expect(statuses).toEqual(Array.from({ length: WEBHOOK_COPIES }, () => 200));
    expect(outcome).toMatchObject({ state: "fulfilled", paid: true, lines: 1, fulfilledLines: 1, libraryEntries: 1, confirmationsQueued: 1, confirmationsDelivered: 1, mails: 1 });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.caseFile).not.toBeNull();
    expect(caseFileJobs).toHaveLength(1);
    expect(caseFileJobs[0]?.deliveredAt).not.toBeNull();
    expect(downloads).toBe(1);
  });
});
