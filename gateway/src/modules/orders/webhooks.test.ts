import { createHmac, randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  downloadsOf,
  libraryEntriesOf,
  orderLines,
  orderRow,
  outboxMessages,
  postWebhook,
  sandboxPaymentEvent,
  sentMails,
  type Shop,
  signSandboxWebhook,
  startShop,
  storyFixtures,
} from "../../test-support/commerce.test-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { CONFIRMATION_EMAIL_TOPIC } from "./confirmation-email";
import { REFUND_PAYMENT_TOPIC } from "./refund-payment";

const kit = (storyId: string) => `kit-${storyId}`;
const STALE_SECONDS = 301;

/** An unpaid order for these products, made by a visitor through cart and checkout. */
async function pendingOrder(shop: Shop, storyIds: readonly string[], email = "buyer@example.test") {
  const browser = shop.visitor();
  for (const storyId of storyIds) await browser.addToCart(kit(storyId));
  await browser.setCartEmail(email);
  const { orderId } = await browser.startCheckout();
  return { browser, orderId, order: await orderRow(shop.gateway, orderId) };
}

describe.each(testDatabaseKinds())("sandbox webhooks on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, { stories: storyFixtures("w", 8) });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await shop.stop();
  });

  it("fulfils once when the same signed webhook arrives ten times at once", async () => {
    const { gateway } = shop;
    const { orderId, order } = await pendingOrder(shop, ["w01"]);
    const downloadsBefore = await downloadsOf(gateway, "w01");
    const fulfil = vi.spyOn(gateway.modules.orders.services.fulfilment, "fulfil");
    const body = JSON.stringify(sandboxPaymentEvent(orderId, 1495));
    const headers = signSandboxWebhook(gateway, body);

    const statuses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(gateway, "sandbox", body, headers)));
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));

    const fulfilments = await Promise.all(fulfil.mock.results.map((result) => result.value as Promise<boolean>));
    expect(fulfilments).toHaveLength(10);
    expect(fulfilments.filter(Boolean)).toHaveLength(1);
    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "fulfilled" });
    expect(await libraryEntriesOf(gateway, "w01")).toHaveLength(1);
    expect(await downloadsOf(gateway, "w01")).toBe(downloadsBefore + 1);
    expect(await outboxMessages(gateway, CONFIRMATION_EMAIL_TOPIC, `order-confirmation:${orderId}`)).toHaveLength(1);

    await gateway.outboxWorker.runDue();
    expect(sentMails(gateway).filter((mail) => mail.subject.includes(order.number))).toHaveLength(1);
    // And once more, later: a replay changes nothing either.
    expect(await postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))).toBe(200);
    expect(await libraryEntriesOf(gateway, "w01")).toHaveLength(1);
    expect(await downloadsOf(gateway, "w01")).toBe(downloadsBefore + 1);
  });

  it("honours a payment for an order whose checkout was replaced (cancelled)", async () => {
    const { gateway } = shop;
    const browser = shop.visitor();
    await browser.addToCart(kit("w02"));
    await browser.setCartEmail("replaced@example.test");
    const first = await browser.startCheckout();
    const second = await browser.startCheckout();
    expect((await orderRow(gateway, first.orderId)).state).toBe("cancelled");

    const body = JSON.stringify(sandboxPaymentEvent(first.orderId, 1495, "Sam Spade"));
    expect(await postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))).toBe(200);

    expect(await orderRow(gateway, first.orderId)).toMatchObject({ state: "fulfilled", cancelledAt: null, customerName: "Sam Spade" });
    expect((await orderLines(gateway, first.orderId)).map((line) => line.state)).toEqual(["fulfilled"]);
    expect(await libraryEntriesOf(gateway, "w02")).toEqual([expect.objectContaining({ email: "replaced@example.test", revokedAt: null })]);
    expect((await orderRow(gateway, second.orderId)).state).toBe("pending");
    expect((await browser.cart()).items).toEqual([]);
  });

  it("refunds a second payment for a story already bought, when an old, replaced payment page is paid too", async () => {
    const { gateway } = shop;
    const browser = shop.visitor();
    await browser.addToCart(kit("w06"));
    await browser.setCartEmail("twice@example.test");
    const replaced = await browser.startCheckout();
    const current = await browser.startCheckout();
    const downloadsBefore = await downloadsOf(gateway, "w06");

    const paid = JSON.stringify(sandboxPaymentEvent(current.orderId, 1495));
    expect(await postWebhook(gateway, "sandbox", paid, signSandboxWebhook(gateway, paid))).toBe(200);
    const paidAgain = JSON.stringify(sandboxPaymentEvent(replaced.orderId, 1495));
    expect(await postWebhook(gateway, "sandbox", paidAgain, signSandboxWebhook(gateway, paidAgain))).toBe(200);

    expect(await orderRow(gateway, current.orderId)).toMatchObject({ state: "fulfilled", refundedCents: 0 });
    expect(await orderRow(gateway, replaced.orderId)).toMatchObject({ state: "refunded", refundedCents: 1495 });
    expect((await orderLines(gateway, replaced.orderId)).map((line) => line.state)).toEqual(["refunded"]);
    expect(await libraryEntriesOf(gateway, "w06")).toHaveLength(1);
    expect(await downloadsOf(gateway, "w06")).toBe(downloadsBefore + 1);
    expect(await outboxMessages(gateway, REFUND_PAYMENT_TOPIC, `refund-undeliverable:${replaced.orderId}`)).toHaveLength(1);
    // The customer is told why the money went back.
    expect(await outboxMessages(gateway, CONFIRMATION_EMAIL_TOPIC, `order-confirmation:${replaced.orderId}`)).toHaveLength(1);
    await gateway.outboxWorker.runDue();
    const replacedNumber = (await orderRow(gateway, replaced.orderId)).number;
    const notice = sentMails(gateway).find((mail) => mail.subject === `Your Cold Case Kits order ${replacedNumber} was refunded`);
    expect(notice?.text).toContain("This story was already in your library, so this payment for it was refunded.");
  });

  it("delivers a story once when two orders of it by one account are paid at the same moment, refunding the other", async () => {
    const { gateway } = shop;
    const buyer = shop.as({ sub: "user|double-payer", email: "double@example.test" });
    await buyer.addToCart(kit("w07"));
    const first = await buyer.startCheckout();
    const second = await buyer.startCheckout();
    const downloadsBefore = await downloadsOf(gateway, "w07");

    const bodies = [first.orderId, second.orderId].map((orderId) => JSON.stringify(sandboxPaymentEvent(orderId, 1495)));
    const statuses = await Promise.all(bodies.map((body) => postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))));
    expect(statuses).toEqual([200, 200]);

    const states = [(await orderRow(gateway, first.orderId)).state, (await orderRow(gateway, second.orderId)).state].sort();
    expect(states).toEqual(["fulfilled", "refunded"]);
    expect(await libraryEntriesOf(gateway, "w07")).toHaveLength(1);
    expect(await downloadsOf(gateway, "w07")).toBe(downloadsBefore + 1);
  });

  describe("that do not verify", () => {
    it.each([
      ["signed with another secret", (body: string, shop: Shop) => ({ body, headers: { ...signSandboxWebhook(shop.gateway, body), "sandbox-signature": forgedSignature(body) } })],
      ["altered after signing", (body: string, shop: Shop) => ({ body: body.replace("Jane Marple", "Mallory"), headers: signSandboxWebhook(shop.gateway, body) })],
      [
        "with a stale timestamp",
        (body: string, shop: Shop) => ({ body, headers: signSandboxWebhook(shop.gateway, body, Math.floor(Date.now() / 1000) - STALE_SECONDS) }),
      ],
      [
        "with a timestamp from the future",
        (body: string, shop: Shop) => ({ body, headers: signSandboxWebhook(shop.gateway, body, Math.floor(Date.now() / 1000) + STALE_SECONDS) }),
      ],
      ["without a signature", (body: string) => ({ body, headers: { "content-type": "application/json" } })],
    ])("are refused with 400 and change nothing: %s", async (_name, tamper) => {
      const { gateway } = shop;
      const { orderId } = await pendingOrder(shop, ["w03"]);
      const before = await downloadsOf(gateway, "w03");
      const event = sandboxPaymentEvent(orderId, 1495);
      const { body, headers } = tamper(JSON.stringify(event), shop);

      const response = await fetch(`${gateway.baseUrl}/webhooks/sandbox`, { method: "POST", headers, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: "BAD_REQUEST" });

      expect(await orderRow(gateway, orderId)).toMatchObject({ state: "pending", paymentId: null, customerName: null });
      expect(await libraryEntriesOf(gateway, "w03")).toEqual([]);
      expect(await downloadsOf(gateway, "w03")).toBe(before);
      expect(await outboxMessages(gateway, CONFIRMATION_EMAIL_TOPIC, `order-confirmation:${orderId}`)).toEqual([]);
    });

    it("while the same webhook, signed right within the tolerance, is accepted", async () => {
      const { gateway } = shop;
      const { orderId } = await pendingOrder(shop, ["w04"]);
      const body = JSON.stringify(sandboxPaymentEvent(orderId, 1495));
      const nearlyStale = signSandboxWebhook(gateway, body, Math.floor(Date.now() / 1000) - (STALE_SECONDS - 11));
      expect(await postWebhook(gateway, "sandbox", body, nearlyStale)).toBe(200);
      expect((await orderRow(gateway, orderId)).state).toBe("fulfilled");
    });
  });

  it.each([
    ["less", 1],
    ["more", 2990],
  ])("does not count a payment of %s than the order's total as paid", async (_name, amountCents) => {
    const { gateway } = shop;
    const { orderId } = await pendingOrder(shop, ["w05"]);
    const event = sandboxPaymentEvent(orderId, amountCents);
    const body = JSON.stringify(event);
    expect(await postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))).toBe(200);
    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "pending", paymentId: null, paidAt: null });
    expect((await orderLines(gateway, orderId)).map((line) => line.state)).toEqual(["pending"]);
    expect(await libraryEntriesOf(gateway, "w05")).toEqual([]);
    // The money that does not match goes back.
    const refunds = await outboxMessages(gateway, REFUND_PAYMENT_TOPIC, `refund-amount-mismatch:${event.data.paymentId}`);
    expect(refunds.map((message) => JSON.parse(message.payload) as unknown)).toEqual([
      { paymentId: event.data.paymentId, amountCents, idempotencyKey: `refund-amount-mismatch:${event.data.paymentId}` },
    ]);
  });

  it("answers a payment for an order it does not know with 200 and changes nothing", async () => {
    const { gateway } = shop;
    const body = JSON.stringify(sandboxPaymentEvent("ord_doesnotexist", 1495));
    expect(await postWebhook(gateway, "sandbox", body, signSandboxWebhook(gateway, body))).toBe(200);
  });
});

/** A sandbox signature made with a secret that is not the shop's. */
function forgedSignature(body: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const mac = createHmac("sha256", "not-the-shop-secret").update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

const STRIPE_SECRET_KEY = "sk_test_dummy";
const STRIPE_WEBHOOK_SECRET = "whsec_dummy";
const stripe = new Stripe(STRIPE_SECRET_KEY);

/** A Stripe event carrying a Checkout Session, as Stripe posts it. */
function stripeEvent(type: string, session: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { object: "checkout.session", ...session } },
  });
}

function completedSession(orderId: string, amountTotal: number, paymentIntent = `pi_${randomBytes(12).toString("hex")}`) {
  return {
    id: `cs_test_${orderId}`,
    client_reference_id: orderId,
    metadata: { orderId },
    payment_intent: paymentIntent,
    amount_total: amountTotal,
    currency: "usd",
    payment_status: "paid",
    status: "complete",
    customer_details: { name: "Philip Marlowe", email: "marlowe@example.test" },
  };
}

function stripeHeaders(payload: string, secret = STRIPE_WEBHOOK_SECRET): Record<string, string> {
  return { "content-type": "application/json", "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe.each(testDatabaseKinds())("Stripe webhooks through the gateway on $name", (kind) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop(kind, {
      stories: storyFixtures("t", 5),
      env: { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET },
    });
    // Orders are made through the shop's services; only Stripe's network call that opens its hosted page is answered here.
    const provider = shop.gateway.modules.orders.services.provider;
    expect(provider.name).toBe("stripe");
    vi.spyOn(provider, "createCheckout").mockImplementation(async (_ctx, request) => ({
      sessionId: `cs_test_${request.orderId}`,
      redirectUrl: `https://checkout.stripe.com/c/pay/cs_test_${request.orderId}`,
    }));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await shop.stop();
  });

  it("fulfils a pending order on checkout.session.completed, once however often it comes", async () => {
    const { gateway } = shop;
    const { orderId, order } = await pendingOrder(shop, ["t01"], "marlowe@example.test");
    expect(order).toMatchObject({ provider: "stripe", checkoutSessionId: `cs_test_${orderId}` });
    const payload = stripeEvent("checkout.session.completed", completedSession(orderId, 1495, "pi_marlowe"));

    expect(await postWebhook(gateway, "stripe", payload, stripeHeaders(payload))).toBe(200);
    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "fulfilled", paymentId: "pi_marlowe", customerName: "Philip Marlowe" });
    expect(await libraryEntriesOf(gateway, "t01")).toEqual([expect.objectContaining({ email: "marlowe@example.test", holderName: "Philip Marlowe" })]);

    expect(await postWebhook(gateway, "stripe", payload, stripeHeaders(payload))).toBe(200);
    expect(await libraryEntriesOf(gateway, "t01")).toHaveLength(1);
    expect(await downloadsOf(gateway, "t01")).toBe(1);
  });

  it("changes nothing when checkout.session.expired arrives after the payment", async () => {
    const { gateway } = shop;
    const { orderId } = await pendingOrder(shop, ["t02"]);
    const completed = stripeEvent("checkout.session.completed", completedSession(orderId, 1495));
    expect(await postWebhook(gateway, "stripe", completed, stripeHeaders(completed))).toBe(200);
    const fulfilled = await orderRow(gateway, orderId);
    expect(fulfilled.state).toBe("fulfilled");

    const expired = stripeEvent("checkout.session.expired", { id: `cs_test_${orderId}`, client_reference_id: orderId, metadata: { orderId }, status: "expired", payment_status: "unpaid" });
    expect(await postWebhook(gateway, "stripe", expired, stripeHeaders(expired))).toBe(200);
    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "fulfilled", cancelledAt: null, paymentId: fulfilled.paymentId });
    expect(await libraryEntriesOf(gateway, "t02")).toEqual([expect.objectContaining({ revokedAt: null })]);
  });

  it("cancels a pending order on checkout.session.expired", async () => {
    const { gateway } = shop;
    const { orderId } = await pendingOrder(shop, ["t03"]);
    const expired = stripeEvent("checkout.session.expired", { id: `cs_test_${orderId}`, client_reference_id: orderId, metadata: { orderId }, status: "expired", payment_status: "unpaid" });
    expect(await postWebhook(gateway, "stripe", expired, stripeHeaders(expired))).toBe(200);
    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "cancelled", cancelledAt: expect.any(Date) });
    expect((await orderLines(gateway, orderId)).map((line) => line.state)).toEqual(["cancelled"]);
  });

  it("refuses with 400 an event signed with another secret, or sent to the sandbox's endpoint", async () => {
    const { gateway } = shop;
    const { orderId } = await pendingOrder(shop, ["t04"]);
    const payload = stripeEvent("checkout.session.completed", completedSession(orderId, 1495));
    expect(await postWebhook(gateway, "stripe", payload, stripeHeaders(payload, "whsec_someone_else"))).toBe(400);
    expect(await postWebhook(gateway, "stripe", payload.replace('"amount_total":1495', '"amount_total":1'), stripeHeaders(payload))).toBe(400);
    // With Stripe configured, the sandbox's endpoint does not exist.
    expect((await fetch(`${gateway.baseUrl}/webhooks/sandbox`, { method: "POST", headers: stripeHeaders(payload), body: payload })).status).not.toBe(200);
    expect(await orderRow(gateway, orderId)).toMatchObject({ state: "pending", paymentId: null });
    expect(await libraryEntriesOf(gateway, "t04")).toEqual([]);
  });

  it("does not fulfil a session completed without payment (a delayed method)", async () => {
    const { gateway } = shop;
    const { orderId } = await pendingOrder(shop, ["t05"]);
    const payload = stripeEvent("checkout.session.completed", { ...completedSession(orderId, 1495), payment_status: "unpaid" });
    expect(await postWebhook(gateway, "stripe", payload, stripeHeaders(payload))).toBe(200);
    expect((await orderRow(gateway, orderId)).state).toBe("pending");
  });
});
