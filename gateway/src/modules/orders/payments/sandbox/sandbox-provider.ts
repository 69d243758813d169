import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Router } from "express";
import { z } from "zod";
import type { UnitOfWork } from "../../../../platform/database/unit-of-work";
import type { Outbox, OutboxDelivery, OutboxHandler } from "../../../../platform/outbox/outbox";
import type { RequestContext } from "../../../../platform/request-context";
import { type CheckoutRequest, type CheckoutSession, type PaymentEvent, type PaymentProvider, type RefundRequest, WebhookSignatureError } from "../payment-provider";
import { type CheckoutSessionView, type SandboxCheckout, sandboxCheckoutRouter } from "./sandbox-checkout.router";
import { SandboxCheckoutSession } from "./sandbox-session.entity";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, verifySandboxWebhook } from "./sandbox-signature";

export const SANDBOX_WEBHOOK_TOPIC = "sandbox.deliver_webhook";
export const SANDBOX_WEBHOOK_PATH = "/webhooks/sandbox";

const SESSION_ID_PATTERN = /^cs_sbx_[0-9a-f]{48}$/;
const URL_MAX_LENGTH = 500;
const DELIVERY_TIMEOUT_MS = 15_000;

const sandboxEventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,60}$/),
  type: z.literal("payment_succeeded"),
  data: z.object({
    orderId: z.string().min(1),
    paymentId: z.string().regex(/^pay_sbx_[0-9a-f]{32}$/),
    amountCents: z.number().int().nonnegative(),
    customerName: z.string().nullable(),
  }),
});

/** The body of the sandbox's webhook, as Stripe's event objects look: an id, a type and the data. */
export type SandboxWebhookEvent = z.infer<typeof sandboxEventSchema>;

const outboxPayloadSchema = z.object({ event: sandboxEventSchema });

const linesSchema = z.array(z.object({ title: z.string(), unitPriceCents: z.number().int(), quantity: z.number().int(), imageUrl: z.string().nullable() }));

const refundsSchema = z.array(z.object({ refundId: z.string(), idempotencyKey: z.string(), amountCents: z.number().int() }));

export interface SandboxProviderOptions {
  readonly uow: UnitOfWork;
  readonly outbox: Pick<Outbox, "enqueue" | "kick">;
  /** The shop's own address: the hosted page lives there, and the webhook is sent there. */
  readonly publicUrl: string;
  readonly webhookSecret: string;
  readonly clock?: () => Date;
}

function randomId(prefix: string, bytes: number): string {
  return `${prefix}${randomBytes(bytes).toString("hex")}`;
}

/** The shop redirects the customer to these; anything but an absolute http(s) URL is a bug upstream. */
function checkReturnUrl(name: string, url: string): void {
  if (url.length > URL_MAX_LENGTH || !/^https?:\/\//.test(url) || !URL.canParse(url)) throw new Error(`The checkout's ${name} must be an absolute http(s) URL of at most ${URL_MAX_LENGTH} characters.`);
}

function checkAmounts(request: CheckoutRequest): void {
  if (request.lines.length === 0) throw new Error(`Order ${request.orderNumber} has no lines to pay for.`);
  const sum = request.lines.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
  const wholeCents = request.lines.every((line) => Number.isInteger(line.unitPriceCents) && line.unitPriceCents >= 0 && Number.isInteger(line.quantity) && line.quantity > 0);
  // Stripe charges the sum of the lines; the sandbox refuses anything else, so both charge the same.
  if (!wholeCents || sum !== request.totalCents) throw new Error(`Order ${request.orderNumber}'s total ${request.totalCents} is not the sum of its lines (${sum}).`);
}

/**
 * The payment provider built into the shop: a hosted checkout page at /pay/sandbox/<session id> that
 * takes Stripe's test cards, and a signed webhook to /webhooks/sandbox, sent through the outbox as a
 * real provider sends it, with retries until the shop answers 2xx.
 */
export class SandboxPaymentProvider implements PaymentProvider, SandboxCheckout {
  readonly name = "sandbox";
  readonly outboxHandlers: Readonly<Record<string, OutboxHandler>>;

  private readonly uow: UnitOfWork;
  private readonly outbox: Pick<Outbox, "enqueue" | "kick">;
  private readonly publicUrl: string;
  private readonly webhookSecret: string;
  private readonly clock: () => Date;

  constructor(options: SandboxProviderOptions) {
    this.uow = options.uow;
    this.outbox = options.outbox;
    this.publicUrl = options.publicUrl.replace(/\/+$/, "");
    this.webhookSecret = options.webhookSecret;
    this.clock = options.clock ?? (() => new Date());
    this.outboxHandlers = { [SANDBOX_WEBHOOK_TOPIC]: (ctx, payload, delivery) => this.deliverWebhook(ctx, payload, delivery) };
  }

  router(): Router {
    return sandboxCheckoutRouter(this);
  }

  now(): Date {
    return this.clock();
  }

  async createCheckout(ctx: RequestContext, request: CheckoutRequest): Promise<CheckoutSession> {
    checkReturnUrl("success URL", request.successUrl);
    checkReturnUrl("cancel URL", request.cancelUrl);
    checkAmounts(request);
    const id = randomId("cs_sbx_", 24);
    const lines = request.lines.map(({ title, unitPriceCents, quantity, imageUrl }) => ({ title, unitPriceCents, quantity, imageUrl }));
    await this.uow.run(ctx, (tx) =>
      tx.transaction.manager.insert(SandboxCheckoutSession, {
        id,
        orderId: request.orderId,
        orderNumber: request.orderNumber,
        email: request.email,
        currency: request.currency,
        lines: JSON.stringify(lines),
        totalCents: request.totalCents,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        state: "open",
        paymentId: null,
        customerName: null,
        refundedCents: 0,
        refunds: "[]",
        createdAt: this.clock(),
        paidAt: null,
      }),
    );
    return { sessionId: id, redirectUrl: `${this.publicUrl}/pay/sandbox/${id}` };
  }

  async findSession(ctx: RequestContext, sessionId: string): Promise<CheckoutSessionView | null> {
    if (!SESSION_ID_PATTERN.test(sessionId)) return null;
    const session = await this.uow.manager(ctx).findOneBy(SandboxCheckoutSession, { id: sessionId });
    if (!session) return null;
    return {
      id: session.id,
      orderNumber: session.orderNumber,
      email: session.email,
      lines: linesSchema.parse(JSON.parse(session.lines)),
      totalCents: session.totalCents,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
      paid: session.state === "paid",
    };
  }

  /** The session turns paid and its webhook is queued in one transaction: one payment, one webhook, whatever the retries. */
  async pay(ctx: RequestContext, sessionId: string, cardholderName: string): Promise<void> {
    await this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      const session = await this.uow.forUpdate(manager.createQueryBuilder(SandboxCheckoutSession, "session").where("session.id = :id", { id: sessionId })).getOne();
      if (!session) throw new Error(`No sandbox checkout session ${sessionId}.`);
      if (session.state === "paid") return;
      const paymentId = randomId("pay_sbx_", 16);
      await manager.update(SandboxCheckoutSession, { id: session.id, state: "open" }, { state: "paid", paymentId, customerName: cardholderName, paidAt: this.clock() });
      const event: SandboxWebhookEvent = {
        id: randomId("evt_sbx_", 16),
        type: "payment_succeeded",
        data: { orderId: session.orderId, paymentId, amountCents: session.totalCents, customerName: cardholderName },
      };
      await this.outbox.enqueue(tx, { topic: SANDBOX_WEBHOOK_TOPIC, key: `sandbox-webhook:${session.id}`, payload: { event } });
      tx.transaction.afterCommit(() => this.outbox.kick());
    });
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
    verifySandboxWebhook(this.webhookSecret, rawBody, headers[SANDBOX_SIGNATURE_HEADER], Math.floor(this.clock().getTime() / 1000));
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new WebhookSignatureError("The webhook body is not JSON.");
    }
    const parsed = sandboxEventSchema.safeParse(body);
    if (!parsed.success) throw new WebhookSignatureError("The webhook body is not a sandbox payment event.");
    const { id, data } = parsed.data;
    return { type: "payment_succeeded", eventId: id, orderId: data.orderId, paymentId: data.paymentId, amountCents: data.amountCents, customerName: data.customerName };
  }

  async refund(ctx: RequestContext, request: RefundRequest): Promise<{ refundId: string }> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new Error(`A refund must be a positive number of cents, not ${request.amountCents}.`);
    return this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      const session = await this.uow
        .forUpdate(manager.createQueryBuilder(SandboxCheckoutSession, "session").where("session.payment_id = :paymentId", { paymentId: request.paymentId }))
        .getOne();
      if (!session) throw new Error(`No sandbox payment ${request.paymentId}.`);
      const refunds = refundsSchema.parse(JSON.parse(session.refunds));
      const earlier = refunds.find((refund) => refund.idempotencyKey === request.idempotencyKey);
      if (earlier) {
        // As Stripe does: a key names one refund, so the same key with another amount is a bug, not a new refund.
        if (earlier.amountCents !== request.amountCents) throw new Error(`Refund key ${request.idempotencyKey} was used for ${earlier.amountCents} cents, not ${request.amountCents}.`);
        return { refundId: earlier.refundId };
      }
      const left = session.totalCents - session.refundedCents;
      if (request.amountCents > left) throw new Error(`Cannot refund ${request.amountCents} cents of payment ${request.paymentId}: ${left} of ${session.totalCents} are left to refund.`);
      const refundId = randomId("re_sbx_", 16);
      await manager.update(
        SandboxCheckoutSession,
        { id: session.id },
        { refundedCents: session.refundedCents + request.amountCents, refunds: JSON.stringify([...refunds, { refundId, idempotencyKey: request.idempotencyKey, amountCents: request.amountCents }]) },
      );
      return { refundId };
    });
  }

  /** Signed when sent, not when queued, so a retry an hour later still falls within the receiver's tolerance. */
  private async deliverWebhook(ctx: RequestContext, payload: unknown, delivery: OutboxDelivery): Promise<void> {
    const body = JSON.stringify(outboxPayloadSchema.parse(payload).event);
    const signature = signSandboxWebhook(this.webhookSecret, body, Math.floor(this.clock().getTime() / 1000));
    const response = await fetch(`${this.publicUrl}${SANDBOX_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature, "x-request-id": ctx.requestId },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The sandbox webhook ${delivery.key} was answered ${response.status} on attempt ${delivery.attempts}.`);
  }
}
