import { createHash } from "node:crypto";
import { In } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import type { Outbox } from "../../platform/outbox/outbox";
import { characterCount } from "../../platform/plain-text";
import type { RequestContext } from "../../platform/request-context";
import type { LineKindHandlers } from "./line-fulfillers";
import { OrderLine } from "./order-line.entity";
import { OrderLineState, OrderState, REFUNDABLE_STATES } from "./order-state";
import { Order } from "./order.entity";
import { REFUND_PAYMENT_TOPIC } from "./refund-payment";

export const REFUND_REASON_MAX_LENGTH = 500;

export interface RefundOrderRequest {
  orderId: string;
  /** The lines to refund; none means every line not refunded yet. */
  lineIds: readonly string[];
  reason: string;
}

export type RefundFailure = BusinessError<"INVALID_ARGUMENT" | "NOT_FOUND" | "NOT_REFUNDABLE">;

/**
 * Refunds an order or some of its lines: what they gave is taken back by their kind's handler (a
 * story's access is revoked and the record stays, marked refunded; a sponsorship ends), and the
 * money goes back through the provider by way of the outbox, with an idempotency key so a retry
 * never refunds twice.
 */
export class RefundsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly handlers: LineKindHandlers,
    private readonly outbox: Outbox,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async refund(ctx: RequestContext, request: RefundOrderRequest): Promise<Result<Order, RefundFailure>> {
    const reason = request.reason.trim();
    if (reason.length === 0) return invalidArgument("reason", "Give a reason for the refund.");
    if (characterCount(reason) > REFUND_REASON_MAX_LENGTH) return invalidArgument("reason", `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters.`);
    const lineIds = request.lineIds.map(Number);
    if (lineIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) return invalidArgument("lineIds", "Line ids must be the ids of the order's lines.");

    return this.uow.run(ctx, async (tx): Promise<Result<Order, RefundFailure>> => {
      const manager = tx.transaction.manager;
      const order = await this.uow.forUpdate(manager.createQueryBuilder(Order, "o").where("o.id = :id", { id: request.orderId })).getOne();
      if (!order) return failure("NOT_FOUND", "There is no order with this id.");
      if (!REFUNDABLE_STATES.includes(order.state)) {
        return failure("NOT_REFUNDABLE", `Only paid orders can be refunded; order ${order.number} is ${order.state}.`);
      }
      if (!order.paymentId) throw new Error(`Paid order ${order.id} has no payment id`);
      const lines = await manager.find(OrderLine, { where: { orderId: order.id }, order: { id: "ASC" } });
      const chosen = lineIds.length === 0 ? lines.filter((line) => line.state !== OrderLineState.REFUNDED) : lines.filter((line) => lineIds.includes(line.id));
      if (lineIds.length > 0 && chosen.length !== new Set(lineIds).size) return invalidArgument("lineIds", `Some of these lines are not part of order ${order.number}.`);
      const already = chosen.find((line) => line.state === OrderLineState.REFUNDED);
      if (already) return failure("NOT_REFUNDABLE", `${already.title} was already refunded.`);
      if (chosen.length === 0) return failure("NOT_REFUNDABLE", `Every line of order ${order.number} was already refunded.`);

      const now = this.clock();
      const chosenIds = chosen.map((line) => line.id);
      const amountCents = chosen.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      await manager.update(OrderLine, { id: In(chosenIds) }, { state: OrderLineState.REFUNDED, refundedAt: now, refundReason: reason });
      for (const [kind, handler] of this.handlers) {
        const ofKind = chosen.filter((line) => line.kind === kind);
        if (ofKind.length > 0) await handler.refunded(tx, ofKind, now);
      }
      const allRefunded = lines.every((line) => line.state === OrderLineState.REFUNDED || chosenIds.includes(line.id));
      const refundedCents = order.refundedCents + amountCents;
      await manager.update(Order, { id: order.id }, { refundedCents, ...(allRefunded ? { state: OrderState.REFUNDED } : {}) });
      // The lines are hashed so an order of many lines still makes a key that fits the outbox's column.
      const key = `refund:${order.id}:${createHash("sha256").update(chosenIds.join(",")).digest("base64url").slice(0, 22)}`;
      await this.outbox.enqueue(tx, { topic: REFUND_PAYMENT_TOPIC, key, payload: { paymentId: order.paymentId, amountCents, idempotencyKey: key } });
      tx.transaction.afterCommit(() => this.outbox.kick());
      return success(await manager.findOneByOrFail(Order, { id: order.id }));
    });
  }
}
