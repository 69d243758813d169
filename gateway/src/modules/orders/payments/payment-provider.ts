import type { IncomingHttpHeaders } from "node:http";
import type { RequestContext } from "../../../platform/request-context";

/** What the customer is about to pay for, as the provider's hosted page shows it. */
export interface CheckoutRequest {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly email: string;
  readonly currency: "usd";
  readonly lines: readonly { readonly title: string; readonly unitPriceCents: number; readonly quantity: number; readonly imageUrl: string | null }[];
  readonly totalCents: number;
  /** Where the provider sends the customer after paying, and when they give up. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface CheckoutSession {
  readonly sessionId: string;
  /** The hosted payment page the browser is sent to. */
  readonly redirectUrl: string;
}

/** A verified webhook, reduced to what the shop acts on. */
export type PaymentEvent =
  | {
      readonly type: "payment_succeeded";
      readonly eventId: string;
      readonly orderId: string;
      /** The provider's id of the payment; fulfilment is idempotent on it. */
      readonly paymentId: string;
      readonly amountCents: number;
      /** The cardholder's name, when the provider collected one. */
      readonly customerName: string | null;
    }
  | { readonly type: "checkout_expired"; readonly eventId: string; readonly orderId: string }
  | { readonly type: "ignored"; readonly eventId: string; readonly reason: string };

/** A webhook whose signature, timestamp or body does not verify. Answered with 400; nothing changes. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

export interface RefundRequest {
  readonly paymentId: string;
  readonly amountCents: number;
  /** The same key for the same refund, so a retried call never refunds twice. */
  readonly idempotencyKey: string;
}

/** A card payment service with a hosted checkout page: the sandbox built into the shop, or Stripe. */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  createCheckout(ctx: RequestContext, request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
  refund(ctx: RequestContext, request: RefundRequest): Promise<{ refundId: string }>;
}
