import { In } from "typeorm";
import type { Clock } from "../../platform/clock";
import { startAfter } from "../../platform/database/keyset";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import { decodeQueueCursor, encodeQueueCursor, INVALID_QUEUE_CURSOR_MESSAGE } from "../../platform/graphql/queue-cursor";
import type { Outbox } from "../../platform/outbox/outbox";
import type { RequestContext } from "../../platform/request-context";
import { OrderLine } from "./order-line.entity";
import { OrderLineState, OrderState, REFUNDABLE_STATES } from "./order-state";
import { Order } from "./order.entity";
import type { OrdersService } from "./orders.service";
import { REFUND_REQUESTED_TOPIC } from "./refund-request-emails";
import { RefundRequestStatus } from "./refund-request-status";
import { requestText } from "./refund-request-text";
import { RefundRequest } from "./refund-request.entity";

export const REFUND_REQUEST_QUEUE_MAX_LIMIT = 100;

export interface NewRefundRequest {
  readonly orderId: string;
  /** The order's access token, for a visitor who holds its link. */
  readonly accessToken: string | null;
  readonly reason: string;
}

export interface RefundRequestQueueRequest {
  readonly status: RefundRequestStatus | null;
  readonly limit: number;
  readonly after: string | null;
}

export interface RefundRequestPageView {
  readonly items: readonly RefundRequest[];
  readonly hasMore: boolean;
  /** The cursor of the last item: pass it as `after` for the page that follows. */
  readonly endCursor: string | null;
}

export type RequestRefundFailure = BusinessError<"NOT_FOUND" | "INVALID_ARGUMENT" | "NOT_REFUNDABLE" | "INVALID_TRANSITION">;

/** Why an order cannot be asked about, after "Order CCK-… is". */
const UNREFUNDABLE_STATES: Readonly<Record<OrderState, string>> = {
  [OrderState.PENDING]: "still waiting for payment",
  [OrderState.PAID]: "paid",
  [OrderState.FULFILLED]: "fulfilled",
  [OrderState.CANCELLED]: "cancelled: it was never paid",
  [OrderState.REFUNDED]: "already refunded in full",
};

/**
 * Customers' refund requests: made by whoever may view the order (its owner, or the visitor holding its link), one
 * open at a time per order, each sent to the operator by email; and the operator's queue, oldest first.
 */
export class RefundRequests {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrdersService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async request(ctx: RequestContext, request: NewRefundRequest): Promise<Result<RefundRequest, RequestRefundFailure>> {
    const reason = requestText(request.reason, { argument: "reason", missing: "Tell us why you would like a refund.", label: "The reason" });
    if (!reason.ok) return reason;
    const notFound = failure("NOT_FOUND", "We couldn't find that order.");
    if (!(await this.orders.viewable(ctx, request.orderId, request.accessToken))) return notFound;

    return this.uow.run(ctx, async (tx): Promise<Result<RefundRequest, RequestRefundFailure>> => {
      const manager = tx.transaction.manager;
      // The order's lock makes requests for one order take turns, so only one of them finds no open request. Nothing
      // is read before it: MySQL's snapshot starts at the first plain read, after the lock is ours.
      const order = await this.uow.forUpdate(manager.createQueryBuilder(Order, "o").where("o.id = :id", { id: request.orderId })).getOne();
      if (!order) return notFound;
      const lines = await manager.findBy(OrderLine, { orderId: order.id });
      if (!REFUNDABLE_STATES.includes(order.state)) return failure("NOT_REFUNDABLE", `Order ${order.number} is ${UNREFUNDABLE_STATES[order.state]}, so there is nothing to refund.`);
      if (lines.every((line) => line.state === OrderLineState.REFUNDED)) return failure("NOT_REFUNDABLE", `Everything in order ${order.number} was already refunded.`);
      if (await manager.existsBy(RefundRequest, { orderId: order.id, status: RefundRequestStatus.OPEN })) {
        return failure("INVALID_TRANSITION", `A refund request for order ${order.number} is already waiting for an answer; we will email ${order.email} once it is decided.`);
      }
      const saved = await manager.save(
        manager.create(RefundRequest, {
          orderId: order.id,
          orderNumber: order.number,
          email: order.email,
          reason: reason.value,
          status: RefundRequestStatus.OPEN,
          requestedBy: ctx.viewer?.id ?? null,
          requestedAt: this.clock(),
          resolvedBy: null,
          resolvedAt: null,
          resolutionNote: null,
        }),
      );
      await this.outbox.enqueue(tx, { topic: REFUND_REQUESTED_TOPIC, key: `refund-requested:${saved.id}`, payload: { refundRequestId: saved.id } });
      tx.transaction.afterCommit(() => this.outbox.kick());
      return success(saved);
    });
  }

  /** The operator's queue, oldest request first, optionally of one status. */
  async queue(ctx: RequestContext, request: RefundRequestQueueRequest): Promise<Result<RefundRequestPageView, BusinessError<"INVALID_ARGUMENT" | "INVALID_CURSOR">>> {
    if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > REFUND_REQUEST_QUEUE_MAX_LIMIT) {
      return invalidArgument("limit", `limit must be between 1 and ${REFUND_REQUEST_QUEUE_MAX_LIMIT}`);
    }
    const scope = { queue: "refund-requests", filter: request.status };
    const position = request.after === null ? null : decodeQueueCursor(request.after, scope);
    if (request.after !== null && position === null) return failure("INVALID_CURSOR", INVALID_QUEUE_CURSOR_MESSAGE, { argument: "after" });
    const query = this.uow.manager(ctx).createQueryBuilder(RefundRequest, "r");
    if (request.status !== null) query.where("r.status = :status", { status: request.status });
    if (position) startAfter(query, "r", "requestedAt", position);
    const rows = await query.orderBy("r.requestedAt", "ASC").addOrderBy("r.id", "ASC").limit(request.limit + 1).getMany();
    const items = rows.slice(0, request.limit);
    const last = items.at(-1);
    return success({ items, hasMore: rows.length > request.limit, endCursor: last ? encodeQueueCursor(scope, { at: last.requestedAt, id: last.id }) : null });
  }

  /** The order's latest request, whatever its status: what the customer's order page shows. */
  latestOf(ctx: RequestContext, orderId: string): Promise<RefundRequest | null> {
    return this.uow.manager(ctx).findOne(RefundRequest, { where: { orderId }, order: { id: "DESC" } });
  }

  /** Every request of these orders, oldest first. */
  ofOrders(ctx: RequestContext, orderIds: readonly string[]): Promise<RefundRequest[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.uow.manager(ctx).find(RefundRequest, { where: { orderId: In([...orderIds]) }, order: { id: "ASC" } });
  }

  /** Requests waiting for an answer, for the dashboard's queues. */
  countOpen(ctx: RequestContext): Promise<number> {
    return this.uow.manager(ctx).countBy(RefundRequest, { status: RefundRequestStatus.OPEN });
  }
}
