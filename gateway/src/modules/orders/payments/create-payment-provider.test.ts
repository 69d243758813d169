import { DataSource } from "typeorm";
import { describe, expect, it } from "vitest";
import { UnitOfWork } from "../../../platform/database/unit-of-work";
import { Outbox } from "../../../platform/outbox/outbox";
import { createPaymentProvider, type PaymentProviderConfig } from "./create-payment-provider";
import { SANDBOX_WEBHOOK_TOPIC } from "./sandbox/sandbox-provider";

/** Nothing here reaches the database: building a provider must not. */
const uow = new UnitOfWork(new DataSource({ type: "better-sqlite3", database: ":memory:" }));

function create(config: PaymentProviderConfig) {
  return createPaymentProvider({ config, publicUrl: "http://localhost:4000", uow, outbox: new Outbox(), sandboxWebhookSecret: "secret" });
}

describe("createPaymentProvider", () => {
  it("builds the sandbox by default, with its hosted page and its webhook delivery", () => {
    const parts = create({ provider: "sandbox", stripeSecretKey: null, stripeWebhookSecret: null });
    expect(parts.provider.name).toBe("sandbox");
    expect(parts.routers).toHaveLength(1);
    expect(Object.keys(parts.outboxHandlers)).toEqual([SANDBOX_WEBHOOK_TOPIC]);
  });

  it("builds Stripe from its keys, with nothing to mount or deliver", () => {
    const parts = create({ provider: "stripe", stripeSecretKey: "sk_test_123", stripeWebhookSecret: "whsec_123" });
    expect(parts.provider.name).toBe("stripe");
    expect(parts.routers).toEqual([]);
    expect(parts.outboxHandlers).toEqual({});
  });

  it("refuses Stripe without both keys", () => {
    expect(() => create({ provider: "stripe", stripeSecretKey: "sk_test_123", stripeWebhookSecret: null })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => create({ provider: "stripe", stripeSecretKey: null, stripeWebhookSecret: "whsec_123" })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
