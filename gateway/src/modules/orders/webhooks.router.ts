import express, { Router } from "express";
import { sendError } from "../../platform/errors/http-errors";
import { logger } from "../../platform/logger";
import { requestIdFrom } from "../../platform/request-context";
import type { FulfilmentService } from "./fulfilment.service";
import { type PaymentProvider, WebhookSignatureError } from "./payments/payment-provider";

/** Providers' events are small; anything larger is not one of theirs. */
const WEBHOOK_BODY_LIMIT = "256kb";

/**
 * The provider's webhook: the only thing that fulfils an order. The raw body is kept for the
 * signature check; an event that does not verify is refused with 400 and changes nothing.
 */
export function webhooksRouter(provider: PaymentProvider, fulfilment: FulfilmentService): Router {
  const router = Router();
  router.post(`/webhooks/${provider.name}`, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const ctx = { requestId: requestIdFrom(req.headers["x-request-id"]), viewer: null };
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event;
    try {
      event = provider.parseWebhook(body, req.headers);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logger.warn("orders.webhook_refused", { requestId: ctx.requestId, provider: provider.name, reason: error.message });
      sendError(res, { errorCode: "BAD_REQUEST", message: "The webhook's signature does not verify." });
      return;
    }
    if (event.type === "payment_succeeded") {
      const outcome = await fulfilment.recordPayment(ctx, event);
      logger.info("orders.payment_event", { requestId: ctx.requestId, eventId: event.eventId, orderId: event.orderId, outcome });
      // Delivery is attempted whatever the outcome: a redelivered event also finishes a fulfilment a crash interrupted.
      await fulfilment.fulfil(ctx, event.orderId);
    } else if (event.type === "checkout_expired") {
      await fulfilment.cancelUnpaid(ctx, event.orderId);
    }
    res.json({ received: true });
  });
  return router;
}
