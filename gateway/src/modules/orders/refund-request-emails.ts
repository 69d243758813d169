import { z } from "zod";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { Mailer } from "../../platform/mailer";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import type { LinkSigner } from "../../platform/signing/link-signer";
import { formatUsd } from "./money";
import { orderPageUrl } from "./order-links";
import { Order } from "./order.entity";
import { RefundRequestStatus } from "./refund-request-status";
import { RefundRequest } from "./refund-request.entity";

export const REFUND_REQUESTED_TOPIC = "orders.refund_requested_email";
export const REFUND_DECLINED_TOPIC = "orders.refund_declined_email";

const payloadSchema = z.object({ refundRequestId: z.number().int().positive() });

export interface RefundRequestedEmailDeps {
  uow: UnitOfWork;
  mailer: Mailer;
  operatorEmail: string;
  publicUrl: string;
}

export interface RefundDeclinedEmailDeps {
  uow: UnitOfWork;
  mailer: Mailer;
  signer: LinkSigner;
  publicUrl: string;
}

/**
 * Tells the operator a customer asked for a refund, with their reason. Plain text, so what the customer wrote stays
 * text; the subject carries the order number only.
 */
export function refundRequestedEmail(deps: RefundRequestedEmailDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { refundRequestId } = payloadSchema.parse(payload);
    const manager = deps.uow.manager(ctx);
    const request = await manager.findOneBy(RefundRequest, { id: refundRequestId });
    // Decided before this was sent: there is nothing left to ask the operator.
    if (!request || request.status !== RefundRequestStatus.OPEN) return;
    const order = await manager.findOneByOrFail(Order, { id: request.orderId });
    const text = [
      `A customer asked for a refund of order ${request.orderNumber}, on ${request.requestedAt.toISOString()}.`,
      "",
      `Customer: ${request.email}`,
      `Paid: ${formatUsd(order.totalCents)}; refunded so far: ${formatUsd(order.refundedCents)}`,
      `Their reason: ${request.reason}`,
      "",
      "Approve it (every line not refunded yet is refunded) or decline it with a note for the customer:",
      `${deps.publicUrl}/admin/refund-requests`,
    ].join("\n");
    await deps.mailer.send({ to: deps.operatorEmail, subject: `Refund requested: order ${request.orderNumber}`, text });
  };
}

/** Tells the customer their refund request was declined, with the operator's note and the order page's link. */
export function refundDeclinedEmail(deps: RefundDeclinedEmailDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { refundRequestId } = payloadSchema.parse(payload);
    const request = await deps.uow.manager(ctx).findOneBy(RefundRequest, { id: refundRequestId });
    if (!request || request.status !== RefundRequestStatus.DECLINED) return;
    const text = [
      "Hello Detective,",
      "",
      `We have looked at your refund request for order ${request.orderNumber} and could not approve it:`,
      "",
      `  ${request.resolutionNote ?? ""}`,
      "",
      "Your order page has everything about this order:",
      orderPageUrl(deps.signer, deps.publicUrl, request.orderId),
      "",
      "Happy sleuthing,",
      "Cold Case Kits",
    ].join("\n");
    await deps.mailer.send({ to: request.email, subject: `About your refund request (order ${request.orderNumber})`, text });
  };
}
