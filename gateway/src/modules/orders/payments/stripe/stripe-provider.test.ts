import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { systemContext } from "../../../../platform/request-context";
import { type CheckoutRequest, WebhookSignatureError } from "../payment-provider";
import { type StripeApi, StripePaymentProvider } from "./stripe-provider";

const SECRET = "whsec_test_secret";
const NOW = new Date("2030-06-15T12:00:00.000Z");
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const ctx = systemContext("test");

/** The SDK offline: its real webhook verification, and recording fakes of the only two API calls the provider makes. */
function fakeStripe() {
  const calls: { method: string; params: unknown; options: unknown }[] = [];
  const stripe: StripeApi = {
    checkout: {
      sessions: {
        create: async (params, options) => {
          calls.push({ method: "checkout.sessions.create", params, options });
          return { id: "cs_test_123", url: "https://checkout.stripe.com/c/pay/cs_test_123" };
        },
      },
    },
    refunds: {
      create: async (params, options) => {
        calls.push({ method: "refunds.create", params, options });
        return { id: "re_123" };
      },
    },
    webhooks: new Stripe("sk_test_offline").webhooks,
  };
  return { stripe, calls };
}

function provider(stripe: StripeApi = fakeStripe().stripe): StripePaymentProvider {
  return new StripePaymentProvider({ stripe, webhookSecret: SECRET, clock: () => NOW });
}

function checkoutSession(overrides: Record<string, unknown> = {}) {
  return {
    id: "cs_test_123",
    object: "checkout.session",
    client_reference_id: "ord_42",
    metadata: { orderId: "ord_42", orderNumber: "CCK-1042" },
    payment_intent: "pi_123",
    payment_status: "paid",
    amount_total: 4990,
    customer_details: { email: "jane.doe@example.com", name: "Jane Doe" },
    ...overrides,
  };
}

function event(type: string, object: Record<string, unknown>) {
  return { id: "evt_123", object: "event", api_version: "2025-01-01", created: NOW_SECONDS, type, data: { object } };
}

/** Signed by the SDK itself, as Stripe signs. */
function signed(body: unknown, timestamp = NOW_SECONDS, secret = SECRET) {
  const payload = JSON.stringify(body);
  return { rawBody: Buffer.from(payload), headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) } };
}

const REQUEST: CheckoutRequest = {
  orderId: "ord_42",
  orderNumber: "CCK-1042",
  email: "jane.doe@example.com",
  currency: "usd",
  lines: [
    { title: "The Lighthouse Keeper's Last Log", unitPriceCents: 1495, quantity: 1, imageUrl: "https://cdn.example.com/covers/lighthouse.jpg" },
    { title: "Hard copy (North America)", unitPriceCents: 3495, quantity: 1, imageUrl: "/images/hard-copy.jpg" },
  ],
  totalCents: 4990,
  successUrl: "https://shop.example.com/account/orders/ord_42?paid=1",
  cancelUrl: "https://shop.example.com/stories",
};

describe("the Stripe payment provider", () => {
  describe("createCheckout", () => {
    it("creates a Checkout Session for the order, once per order, and sends the customer to Stripe's page", async () => {
      const { stripe, calls } = fakeStripe();
      const session = await provider(stripe).createCheckout(ctx, REQUEST);
      expect(session).toEqual({ sessionId: "cs_test_123", redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_123" });
      expect(calls).toEqual([
        {
          method: "checkout.sessions.create",
          params: {
            mode: "payment",
            line_items: [
              { quantity: 1, price_data: { currency: "usd", unit_amount: 1495, product_data: { name: "The Lighthouse Keeper's Last Log", images: ["https://cdn.example.com/covers/lighthouse.jpg"] } } },
              { quantity: 1, price_data: { currency: "usd", unit_amount: 3495, product_data: { name: "Hard copy (North America)" } } },
            ],
            customer_email: "jane.doe@example.com",
            client_reference_id: "ord_42",
            metadata: { orderId: "ord_42", orderNumber: "CCK-1042" },
            success_url: "https://shop.example.com/account/orders/ord_42?paid=1",
            cancel_url: "https://shop.example.com/stories",
          },
          options: { idempotencyKey: "checkout-ord_42" },
        },
      ]);
    });

    it("fails loudly when Stripe answers without a page to send the customer to", async () => {
      const { stripe } = fakeStripe();
      const withoutUrl: StripeApi = { ...stripe, checkout: { sessions: { create: async () => ({ id: "cs_test_9", url: null }) } } };
      await expect(provider(withoutUrl).createCheckout(ctx, REQUEST)).rejects.toThrow(/without a hosted page URL/);
    });
  });

  describe("refund", () => {
    it("refunds the payment intent with the caller's idempotency key", async () => {
      const { stripe, calls } = fakeStripe();
      expect(await provider(stripe).refund(ctx, { paymentId: "pi_123", amountCents: 1995, idempotencyKey: "refund-ord_42-sponsorship" })).toEqual({ refundId: "re_123" });
      expect(calls).toEqual([{ method: "refunds.create", params: { payment_intent: "pi_123", amount: 1995 }, options: { idempotencyKey: "refund-ord_42-sponsorship" } }]);
    });
  });

  describe("parseWebhook", () => {
    it("maps a paid checkout.session.completed to payment_succeeded", () => {
      const { rawBody, headers } = signed(event("checkout.session.completed", checkoutSession()));
      expect(provider().parseWebhook(rawBody, headers)).toEqual({ type: "payment_succeeded", eventId: "evt_123", orderId: "ord_42", paymentId: "pi_123", amountCents: 4990, customerName: "Jane Doe" });
    });

    it("ignores a completed session still waiting for its money, and maps async_payment_succeeded when it arrives", () => {
      const unpaid = signed(event("checkout.session.completed", checkoutSession({ payment_status: "unpaid" })));
      expect(provider().parseWebhook(unpaid.rawBody, unpaid.headers)).toEqual({ type: "ignored", eventId: "evt_123", reason: expect.stringContaining("unpaid") });
      const later = signed(event("checkout.session.async_payment_succeeded", checkoutSession({ client_reference_id: null, payment_intent: { id: "pi_456", object: "payment_intent" }, customer_details: null })));
      expect(provider().parseWebhook(later.rawBody, later.headers)).toEqual({ type: "payment_succeeded", eventId: "evt_123", orderId: "ord_42", paymentId: "pi_456", amountCents: 4990, customerName: null });
    });

    it("maps checkout.session.expired to checkout_expired", () => {
      const { rawBody, headers } = signed(event("checkout.session.expired", checkoutSession({ payment_status: "unpaid", payment_intent: null })));
      expect(provider().parseWebhook(rawBody, headers)).toEqual({ type: "checkout_expired", eventId: "evt_123", orderId: "ord_42" });
    });

    it("ignores, with a reason, events the shop does not act on and sessions that name no order", () => {
      const charge = signed(event("charge.refunded", { id: "ch_123", object: "charge" }));
      expect(provider().parseWebhook(charge.rawBody, charge.headers)).toEqual({ type: "ignored", eventId: "evt_123", reason: "the shop does not act on charge.refunded" });
      const orphan = signed(event("checkout.session.completed", checkoutSession({ client_reference_id: null, metadata: {} })));
      expect(provider().parseWebhook(orphan.rawBody, orphan.headers)).toEqual({ type: "ignored", eventId: "evt_123", reason: expect.stringContaining("names no order") });
    });

    it("refuses a signature made with another secret", () => {
      const { rawBody, headers } = signed(event("checkout.session.completed", checkoutSession()), NOW_SECONDS, "whsec_someone_else");
      expect(() => provider().parseWebhook(rawBody, headers)).toThrow(WebhookSignatureError);
    });

    it("refuses a body altered after signing", () => {
      const { rawBody, headers } = signed(event("checkout.session.completed", checkoutSession()));
      const altered = Buffer.from(rawBody.toString().replace("4990", "1"));
      expect(() => provider().parseWebhook(altered, headers)).toThrow(WebhookSignatureError);
    });

    it("refuses a signature older than 300 s by its own clock", () => {
      const fresh = signed(event("checkout.session.completed", checkoutSession()), NOW_SECONDS - 300);
      expect(() => provider().parseWebhook(fresh.rawBody, fresh.headers)).not.toThrow();
      const stale = signed(event("checkout.session.completed", checkoutSession()), NOW_SECONDS - 301);
      expect(() => provider().parseWebhook(stale.rawBody, stale.headers)).toThrow(WebhookSignatureError);
    });

    it("refuses a missing or garbled stripe-signature header", () => {
      const { rawBody } = signed(event("checkout.session.completed", checkoutSession()));
      expect(() => provider().parseWebhook(rawBody, {})).toThrow(WebhookSignatureError);
      expect(() => provider().parseWebhook(rawBody, { "stripe-signature": "nonsense" })).toThrow(WebhookSignatureError);
    });
  });
});
