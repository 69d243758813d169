import { In } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { logger } from "../../platform/logger";
import type { Outbox } from "../../platform/outbox/outbox";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import type { CartService } from "../cart";
import { CONFIRMATION_EMAIL_TOPIC } from "./confirmation-email";
import type { LineKindHandlers } from "./line-fulfillers";
import { OrderLine } from "./order-line.entity";
import { OrderLineState, OrderState } from "./order-state";
import { Order } from "./order.entity";
import type { PaymentEvent } from "./payments/payment-provider";
import { REFUND_PAYMENT_TOPIC } from "./refund-payment";

type PaymentSucceeded = Extract<PaymentEvent, { type: "payment_succeeded" }>;

export type PaymentOutcome = "recorded" | "already_recorded" | "unknown_order" | "amount_mismatch" | "second_payment_refunded";

/**
 * What happens after the provider confirms a payment, in two units of work: recording the payment
 * (idempotent on the provider's payment id), then delivering each line (idempotent on the order's
 * state). A crash between the two leaves a paid order that the reconciler finishes.
 */
export class FulfilmentService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly carts: CartService,
    private readonly outbox: Outbox,
    private readonly handlers: LineKindHandlers,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Records a verified payment; a replayed or duplicated event changes nothing. */
  recordPayment(ctx: RequestContext, event: PaymentSucceeded): Promise<PaymentOutcome> {
    return this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      const order = await this.lockOrder(tx, event.orderId);
      if (!order) {
        logger.error("orders.payment_for_unknown_order", { requestId: ctx.requestId, orderId: event.orderId, paymentId: event.paymentId });
        return "unknown_order";
      }
      if (order.paymentId === event.paymentId) return "already_recorded";
      if (order.paymentId !== null) {
        // The same order paid twice (two open payment pages): the second payment goes back at once.
        await this.refundWholePayment(tx, `refund-second-payment:${event.paymentId}`, event);
        logger.warn("orders.second_payment_refunded", { requestId: ctx.requestId, orderId: order.id, paymentId: event.paymentId });
        return "second_payment_refunded";
      }
      if (event.amountCents !== order.totalCents) {
        // Not what the order costs: the order stays unpaid and the money goes back, for the operator to look into.
        await this.refundWholePayment(tx, `refund-amount-mismatch:${event.paymentId}`, event);
        logger.error("orders.payment_amount_mismatch", { requestId: ctx.requestId, orderId: order.id, expected: order.totalCents, paid: event.amountCents });
        return "amount_mismatch";
      }
      // A payment for a cancelled order (its checkout was replaced, or expired) is still honoured: the money was taken.
      await manager.update(Order, { id: order.id }, {
        state: OrderState.PAID,
        paymentId: event.paymentId,
        paidAt: this.clock(),
        customerName: event.customerName?.trim().slice(0, 120) || null,
        cancelledAt: null,
      });
      await manager.update(OrderLine, { orderId: order.id, state: In([OrderLineState.PENDING, OrderLineState.CANCELLED]) }, { state: OrderLineState.PAID });
      return "recorded";
    });
  }

  /** Delivers every line of a paid order, once: a second call, or a call for an order in any other state, changes nothing. */
  fulfil(ctx: RequestContext, orderId: string): Promise<boolean> {
    return this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      const order = await this.lockOrder(tx, orderId);
      if (!order || order.state !== OrderState.PAID) return false;
      const lines = await manager.find(OrderLine, { where: { orderId, state: OrderLineState.PAID }, order: { id: "ASC" } });
      const now = this.clock();
      let refundCents = 0;
      for (const line of lines) {
        const handler = this.handlers.get(line.kind);
        if (!handler) throw new Error(`No fulfilment for ${line.kind} (order ${order.id}, line ${line.id})`);
        const outcome = await handler.fulfil(tx, order, line);
        if (outcome.delivered) {
          await manager.update(OrderLine, { id: line.id }, { state: OrderLineState.FULFILLED, libraryEntryId: outcome.libraryEntryId });
        } else {
          // Paid for what cannot be delivered (a story already owned, a story another sponsor got first): the money goes back.
          refundCents += line.unitPriceCents * line.quantity;
          await manager.update(OrderLine, { id: line.id }, { state: OrderLineState.REFUNDED, libraryEntryId: outcome.libraryEntryId, refundedAt: now, refundReason: outcome.reason });
        }
      }
      const everythingRefunded = refundCents > 0 && refundCents === order.totalCents - order.refundedCents;
      await manager.update(Order, { id: order.id }, {
        state: everythingRefunded ? OrderState.REFUNDED : OrderState.FULFILLED,
        fulfilledAt: now,
        refundedCents: order.refundedCents + refundCents,
      });
      if (refundCents > 0 && order.paymentId) {
        const key = `refund-undeliverable:${order.id}`;
        await this.outbox.enqueue(tx, { topic: REFUND_PAYMENT_TOPIC, key, payload: { paymentId: order.paymentId, amountCents: refundCents, idempotencyKey: key } });
        logger.warn("orders.undeliverable_refunded", { requestId: ctx.requestId, orderId: order.id, refundCents });
      }
      if (order.cartId !== null) await this.carts.removeBought(tx, order.cartId, lines.map((line) => line.productId));
      // Also when nothing could be delivered: the email says why the money went back.
      await this.outbox.enqueue(tx, { topic: CONFIRMATION_EMAIL_TOPIC, key: `order-confirmation:${order.id}`, payload: { orderId: order.id } });
      tx.transaction.afterCommit(() => this.outbox.kick());
      logger.info("orders.fulfilled", { requestId: ctx.requestId, orderId: order.id, lines: lines.length });
      return true;
    });
  }

  /** A checkout the customer never paid: the order is cancelled, unless a payment got there first. */
  cancelUnpaid(ctx: RequestContext, orderId: string): Promise<void> {
    return this.uow.run(ctx, async (tx) => {
      const order = await this.lockOrder(tx, orderId);
      if (!order || order.state !== OrderState.PENDING) return;
      await tx.transaction.manager.update(Order, { id: order.id }, { state: OrderState.CANCELLED, cancelledAt: this.clock() });
      await tx.transaction.manager.update(OrderLine, { orderId: order.id, state: OrderLineState.PENDING }, { state: OrderLineState.CANCELLED });
    });
  }

  private async refundWholePayment(tx: TransactionalContext, key: string, event: PaymentSucceeded): Promise<void> {
    if (event.amountCents <= 0) return;
    await this.outbox.enqueue(tx, { topic: REFUND_PAYMENT_TOPIC, key, payload: { paymentId: event.paymentId, amountCents: event.amountCents, idempotencyKey: key } });
    tx.transaction.afterCommit(() => this.outbox.kick());
  }

  /** Paid orders not yet delivered: what a crash between payment and fulfilment leaves behind. */
  async paidButUnfulfilled(ctx: RequestContext, limit: number): Promise<string[]> {
    const orders = await this.uow.manager(ctx).find(Order, { select: { id: true }, where: { state: OrderState.PAID }, order: { paidAt: "ASC" }, take: limit });
    return orders.map((order) => order.id);
  }

  private lockOrder(tx: TransactionalContext, orderId: string): Promise<Order | null> {
    return this.uow.forUpdate(tx.transaction.manager.createQueryBuilder(Order, "o").where("o.id = :orderId", { orderId })).getOne();
  }
}
