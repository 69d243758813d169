import type { Router } from "express";
import type { UnitOfWork } from "../../../platform/database/unit-of-work";
import type { Outbox, OutboxHandler } from "../../../platform/outbox/outbox";
import type { PaymentProvider } from "./payment-provider";
import { SandboxPaymentProvider } from "./sandbox/sandbox-provider";
import { createStripeApi, StripePaymentProvider } from "./stripe/stripe-provider";

export interface PaymentProviderConfig {
  readonly provider: "sandbox" | "stripe";
  readonly stripeSecretKey: string | null;
  readonly stripeWebhookSecret: string | null;
}

export interface PaymentProviderOptions {
  readonly config: PaymentProviderConfig;
  readonly publicUrl: string;
  readonly uow: UnitOfWork;
  readonly outbox: Pick<Outbox, "enqueue" | "kick">;
  /** Signs the sandbox's webhooks; unused with Stripe, whose secret comes from Stripe. */
  readonly sandboxWebhookSecret: string;
}

export interface PaymentProviderParts {
  readonly provider: PaymentProvider;
  /** Mounted at the shop's root: the sandbox's hosted page; none for Stripe, whose page Stripe serves. */
  readonly routers: readonly Router[];
  readonly outboxHandlers: Readonly<Record<string, OutboxHandler>>;
}

/** The configured payment provider, with what the app must mount and run for it. */
export function createPaymentProvider(options: PaymentProviderOptions): PaymentProviderParts {
  if (options.config.provider === "stripe") {
    const { stripeSecretKey, stripeWebhookSecret } = options.config;
    if (!stripeSecretKey || !stripeWebhookSecret) throw new Error("PAYMENT_PROVIDER=stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
    const provider = new StripePaymentProvider({ stripe: createStripeApi(stripeSecretKey), webhookSecret: stripeWebhookSecret });
    return { provider, routers: [], outboxHandlers: {} };
  }
  const sandbox = new SandboxPaymentProvider({ uow: options.uow, outbox: options.outbox, publicUrl: options.publicUrl, webhookSecret: options.sandboxWebhookSecret });
  return { provider: sandbox, routers: [sandbox.router()], outboxHandlers: sandbox.outboxHandlers };
}
