import { In } from "typeorm";
import type { Clock } from "../../platform/clock";
import { decodeQueueCursor, encodeQueueCursor, INVALID_QUEUE_CURSOR_MESSAGE } from "../../platform/graphql/queue-cursor";
import { rowIdOf } from "../../platform/graphql/row-id";
import { insertUnlessPresent } from "../../platform/database/insert-unless-present";
import { startAfter } from "../../platform/database/keyset";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, invalidDetails, type Result, success } from "../../platform/errors/business-error";
import { logger } from "../../platform/logger";
import type { Outbox } from "../../platform/outbox/outbox";
import { type RequestContext, type TransactionalContext, verifiedEmailOf, type Viewer } from "../../platform/request-context";
import { Shipment } from "./shipment.entity";
import { ShipmentStatus } from "./shipment-status";
import { textProblem } from "./shipping-address";

export const SHIPMENT_ORDERED_TOPIC = "shipments.ordered_email";
export const SHIPMENT_SHIPPED_TOPIC = "shipments.shipped_email";

export const QUEUE_MAX_LIMIT = 100;
export const TRACKING_MAX_LENGTH = 60;

/** Everything a shipment is made of when its line is paid. */
export type NewShipment = Omit<Shipment, "id" | "status" | "carrier" | "trackingNumber" | "shippedAt" | "cancelledAt" | "createdAt">;

export interface QueueRequest {
  readonly status: ShipmentStatus | null;
  readonly limit: number;
  readonly after: string | null;
}

export interface ShipmentPage {
  readonly items: readonly Shipment[];
  readonly nextCursor: string | null;
}

export interface ShippedRequest {
  readonly shipmentId: string;
  readonly carrier: string;
  readonly trackingNumber: string;
}

export type ShipFailure = BusinessError<"INVALID_DETAILS" | "NOT_FOUND" | "INVALID_TRANSITION">;

const STATE_NAMES: Record<ShipmentStatus, string> = {
  [ShipmentStatus.TO_SHIP]: "still to ship",
  [ShipmentStatus.SHIPPED]: "already shipped",
  [ShipmentStatus.CANCELLED]: "cancelled (its order line was refunded)",
};

const NOT_FOUND_MESSAGE = "There is no hard copy with this id.";

/**
 * Printed hard copies: the shipment each paid line becomes, the operator's queue (oldest first), shipping with a
 * carrier and tracking number (once: the row is locked, so two admins cannot both ship it), and what an owner sees.
 */
export class ShipmentsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** The shipment of a paid line, made once however often the payment is replayed; the operator is emailed. */
  async open(ctx: TransactionalContext, shipment: NewShipment): Promise<Shipment> {
    await insertUnlessPresent(ctx, Shipment, { ...shipment, status: ShipmentStatus.TO_SHIP, createdAt: this.clock() });
    const opened = await this.lockedByLine(ctx, shipment.orderLineId);
    if (!opened) throw new Error(`The shipment of order line ${shipment.orderLineId} was not kept`);
    await this.outbox.enqueue(ctx, { topic: SHIPMENT_ORDERED_TOPIC, key: `shipment-ordered:${opened.id}`, payload: { shipmentId: opened.id } });
    return opened;
  }

  /** Lines refunded before their hard copy left are not shipped; one already sent stays as it is. */
  async cancelForLines(ctx: TransactionalContext, orderLineIds: readonly number[], at: Date): Promise<void> {
    if (orderLineIds.length === 0) return;
    const query = ctx.transaction.manager.createQueryBuilder(Shipment, "s").where("s.orderLineId IN (:...ids)", { ids: [...orderLineIds] });
    const shipments = await this.uow.forUpdate(query).getMany();
    const toCancel = shipments.filter((shipment) => shipment.status === ShipmentStatus.TO_SHIP).map((shipment) => shipment.id);
    if (toCancel.length > 0) await ctx.transaction.manager.update(Shipment, { id: In(toCancel) }, { status: ShipmentStatus.CANCELLED, cancelledAt: at });
    for (const shipment of shipments.filter((candidate) => candidate.status === ShipmentStatus.SHIPPED)) {
      logger.warn("shipments.refunded_after_shipping", { requestId: ctx.requestId, shipmentId: shipment.id, orderLineId: shipment.orderLineId });
    }
  }

  /** The operator's queue, oldest order first, optionally of one status. */
  async queue(ctx: RequestContext, request: QueueRequest): Promise<Result<ShipmentPage, BusinessError<"INVALID_ARGUMENT" | "INVALID_CURSOR">>> {
    if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > QUEUE_MAX_LIMIT) return invalidArgument("limit", `limit must be between 1 and ${QUEUE_MAX_LIMIT}`);
    const scope = { queue: "shipments", filter: request.status };
    const position = request.after === null ? null : decodeQueueCursor(request.after, scope);
    if (request.after !== null && position === null) return failure("INVALID_CURSOR", INVALID_QUEUE_CURSOR_MESSAGE, { argument: "after" });
    const query = this.uow.manager(ctx).createQueryBuilder(Shipment, "s").orderBy("s.orderedAt", "ASC").addOrderBy("s.id", "ASC").limit(request.limit + 1);
    if (request.status) query.andWhere("s.status = :status", { status: request.status });
    if (position) startAfter(query, "s", "orderedAt", position);
    const rows = await query.getMany();
    const items = rows.slice(0, request.limit);
    const last = items.at(-1);
    return success({ items, nextCursor: rows.length > request.limit && last ? encodeQueueCursor(scope, { at: last.orderedAt, id: last.id }) : null });
  }

  /** TO_SHIP → SHIPPED with the carrier and tracking number, and the customer is emailed; nothing else moves. */
  async markShipped(ctx: RequestContext, request: ShippedRequest): Promise<Result<Shipment, ShipFailure>> {
    const carrier = request.carrier.trim();
    const trackingNumber = request.trackingNumber.trim();
    const problems = [
      ["carrier", textProblem(carrier, "Carrier", TRACKING_MAX_LENGTH)],
      ["trackingNumber", textProblem(trackingNumber, "Tracking number", TRACKING_MAX_LENGTH)],
    ] as const;
    const fieldErrors = Object.fromEntries(problems.flatMap(([field, problem]) => (problem ? [[field, problem]] : [])));
    if (Object.keys(fieldErrors).length > 0) return invalidDetails(fieldErrors);
    const id = rowIdOf(request.shipmentId);
    if (id === null) return failure("NOT_FOUND", NOT_FOUND_MESSAGE);

    return this.uow.run(ctx, async (tx): Promise<Result<Shipment, ShipFailure>> => {
      const manager = tx.transaction.manager;
      const shipment = await this.uow.forUpdate(manager.createQueryBuilder(Shipment, "s").where("s.id = :id", { id })).getOne();
      if (!shipment) return failure("NOT_FOUND", NOT_FOUND_MESSAGE);
      if (shipment.status !== ShipmentStatus.TO_SHIP) {
        return failure("INVALID_TRANSITION", `This hard copy is ${STATE_NAMES[shipment.status]}: only a hard copy still to ship can be marked shipped.`, { status: shipment.status });
      }
      const changes = { status: ShipmentStatus.SHIPPED, carrier, trackingNumber, shippedAt: this.clock() };
      await manager.update(Shipment, { id }, changes);
      await this.outbox.enqueue(tx, { topic: SHIPMENT_SHIPPED_TOPIC, key: `shipment-shipped:${id}`, payload: { shipmentId: id } });
      tx.transaction.afterCommit(() => this.outbox.kick());
      logger.info("shipments.shipped", { requestId: ctx.requestId, shipmentId: id });
      return success(Object.assign(shipment, changes));
    });
  }

  /** Hard copies waiting to be sent, for the dashboard's queues. */
  countToShip(ctx: RequestContext): Promise<number> {
    return this.uow.manager(ctx).countBy(Shipment, { status: ShipmentStatus.TO_SHIP });
  }

  /** The viewer's hard copies, newest first: their account's, and visitors' orders of their verified email not claimed by an account. */
  ofViewer(ctx: RequestContext, viewer: Viewer): Promise<Shipment[]> {
    const email = verifiedEmailOf(viewer);
    const query = this.uow.manager(ctx).createQueryBuilder(Shipment, "s").where("s.userId = :userId", { userId: viewer.id });
    if (email) query.orWhere("(s.userId IS NULL AND s.email = :email)", { email });
    return query.orderBy("s.orderedAt", "DESC").addOrderBy("s.id", "DESC").getMany();
  }

  /** The shipments these order lines became. */
  byOrderLines(ctx: RequestContext, orderLineIds: readonly number[]): Promise<Shipment[]> {
    if (orderLineIds.length === 0) return Promise.resolve([]);
    return this.uow.manager(ctx).findBy(Shipment, { orderLineId: In([...orderLineIds]) });
  }

  findById(ctx: RequestContext, id: number): Promise<Shipment | null> {
    return this.uow.manager(ctx).findOneBy(Shipment, { id });
  }

  private lockedByLine(ctx: TransactionalContext, orderLineId: number): Promise<Shipment | null> {
    return this.uow.forUpdate(ctx.transaction.manager.createQueryBuilder(Shipment, "s").where("s.orderLineId = :orderLineId", { orderLineId })).getOne();
  }
}
