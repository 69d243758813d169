import type { IncomingHttpHeaders } from "node:http";
import Stripe from "stripe";
import type { RequestContext } from "../../../../platform/request-context";
import { type CheckoutRequest, type CheckoutSession, type PaymentEvent, type PaymentProvider, type RefundRequest, WebhookSignatureError } from "../payment-provider";

/** Stripe's own default: how old a signed webhook may be before it is taken for a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The parts of the SDK the provider uses: the SDK itself in production, fakes of the two API calls in tests. */
export interface StripeApi {
  readonly checkout: {
    readonly sessions: { create(params: Stripe.Checkout.SessionCreateParams, options?: Stripe.RequestOptions): Promise<Pick<Stripe.Checkout.Session, "id" | "url">> };
  };
  readonly refunds: { create(params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions): Promise<Pick<Stripe.Refund, "id">> };
  readonly webhooks: Pick<Stripe["webhooks"], "constructEvent">;
}

export interface StripeProviderOptions {
  readonly stripe: StripeApi;
  /** The endpoint's signing secret (`whsec_…`), from the Stripe dashboard or `stripe listen`. */
  readonly webhookSecret: string;
  readonly clock?: () => Date;
}

/** Retries are safe: every call that changes something carries an idempotency key. */
export function createStripeApi(secretKey: string): StripeApi {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: "Cold Case Kits" } });
}

function ignored(eventId: string, reason: string): PaymentEvent {
  return { type: "ignored", eventId, reason };
}

function orderIdOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.orderId ?? null;
}

function paymentSucceeded(eventId: string, session: Stripe.Checkout.Session): PaymentEvent {
  const orderId = orderIdOf(session);
  const paymentId = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (!orderId) return ignored(eventId, `checkout session ${session.id} names no order`);
  if (!paymentId || session.amount_total === null) return ignored(eventId, `checkout session ${session.id} has no payment intent or no total`);
  return { type: "payment_succeeded", eventId, orderId, paymentId, amountCents: session.amount_total, customerName: session.customer_details?.name ?? null };
}

/** Stripe Checkout: the customer pays on Stripe's hosted page; Stripe tells the shop through a signed webhook. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";

  private readonly stripe: StripeApi;
  private readonly webhookSecret: string;
  private readonly clock: () => Date;

  constructor(options: StripeProviderOptions) {
    this.stripe = options.stripe;
    this.webhookSecret = options.webhookSecret;
    this.clock = options.clock ?? (() => new Date());
  }

  async createCheckout(_ctx: RequestContext, request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: request.currency,
            unit_amount: line.unitPriceCents,
            // Stripe fetches product images itself, so only an absolute URL means anything to it.
            product_data: line.imageUrl && /^https?:\/\//.test(line.imageUrl) ? { name: line.title, images: [line.imageUrl] } : { name: line.title },
          },
        })),
        customer_email: request.email,
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // One order, one Stripe session: a retried or double-clicked checkout gets the same page back.
      { idempotencyKey: `checkout-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a hosted page URL.`);
    return { sessionId: session.id, redirectUrl: session.url };
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
    const signature = headers["stripe-signature"];
    if (typeof signature !== "string" || signature === "") throw new WebhookSignatureError("The stripe-signature header is missing.");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, this.clock().getTime());
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "The Stripe webhook does not verify.");
    }
    switch (event.type) {
      case "checkout.session.completed":
        // Delayed methods (bank debits) complete unpaid; their money is announced by async_payment_succeeded.
        if (event.data.object.payment_status !== "paid") return ignored(event.id, `checkout session ${event.data.object.id} completed with payment status ${event.data.object.payment_status}`);
        return paymentSucceeded(event.id, event.data.object);
      case "checkout.session.async_payment_succeeded":
        return paymentSucceeded(event.id, event.data.object);
      case "checkout.session.expired": {
        const orderId = orderIdOf(event.data.object);
        return orderId ? { type: "checkout_expired", eventId: event.id, orderId } : ignored(event.id, `expired checkout session ${event.data.object.id} names no order`);
      }
      default:
        return ignored(event.id, `the shop does not act on ${event.type}`);
    }
  }

  async refund(_ctx: RequestContext, request: RefundRequest): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create({ payment_intent: request.paymentId, amount: request.amountCents }, { idempotencyKey: request.idempotencyKey });
    return { refundId: refund.id };
  }
}
