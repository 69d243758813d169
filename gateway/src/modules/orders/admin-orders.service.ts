import { In } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import { INVALID_QUEUE_CURSOR_MESSAGE } from "../../platform/graphql/queue-cursor";
import { rowIdOf } from "../../platform/graphql/row-id";
import type { RequestContext } from "../../platform/request-context";
import type { ProductKind } from "../products";
import { decodeOrderCursor, encodeOrderCursor, placedBefore } from "./admin-order-cursor";
import { OrderLine } from "./order-line.entity";
import type { OrderState } from "./order-state";
import { Order } from "./order.entity";
import type { RefundRequest } from "./refund-request.entity";
import type { RefundRequests } from "./refund-requests.service";
import { storedTime } from "./stored-time";

export const ADMIN_ORDERS_MAX_LIMIT = 100;
export const ORDER_SEARCH_MAX_LENGTH = 254;

/** Which orders to list; every criterion given must hold. */
export interface AdminOrderCriteria {
  readonly state: OrderState | null;
  /** Orders with at least one line of this kind. */
  readonly kind: ProductKind | null;
  /** Placed at or after. */
  readonly placedFrom: Date | null;
  /** Placed before. */
  readonly placedTo: Date | null;
  /** The start of the order number or of the email. */
  readonly search: string | null;
  readonly userId: string | null;
}

/** An order with everything the back office shows of it. */
export interface AdminOrderView {
  readonly order: Order;
  readonly lines: readonly OrderLine[];
  /** Oldest first. */
  readonly refundRequests: readonly RefundRequest[];
}

export interface AdminOrderPageView {
  readonly items: readonly AdminOrderView[];
  readonly hasMore: boolean;
  /** The cursor of the last item: pass it as `after` for the page that follows. */
  readonly endCursor: string | null;
}

type Checked = Omit<AdminOrderCriteria, "userId"> & { readonly userId: number | null };

/**
 * The values that start with `prefix`, as a range an index can walk on both dialects (SQLite never uses an index for
 * LIKE on a case-sensitive column): from the prefix itself to the prefix followed by the last code point, which every
 * collation here sorts after any character of a number or an email.
 */
function prefixRange(prefix: string): { from: string; to: string } {
  return { from: prefix, to: `${prefix}\u{10FFFF}` };
}

function checkedCriteria(criteria: AdminOrderCriteria): Result<Checked, BusinessError<"INVALID_ARGUMENT">> {
  const search = criteria.search?.trim() || null;
  if (search !== null && search.length > ORDER_SEARCH_MAX_LENGTH) return invalidArgument("filter.search", `search must be at most ${ORDER_SEARCH_MAX_LENGTH} characters`);
  const userId = criteria.userId === null ? null : rowIdOf(criteria.userId);
  if (criteria.userId !== null && userId === null) return invalidArgument("filter.userId", "userId must be a user's id");
  if (criteria.placedFrom && criteria.placedTo && criteria.placedFrom >= criteria.placedTo) return invalidArgument("filter.placedTo", "placedTo must come after placedFrom");
  return success({ ...criteria, search, userId });
}

/** The operator's view of orders: every order, filtered, newest first, a page at a time; and one order in full. */
export class AdminOrders {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly refundRequests: RefundRequests,
  ) {}

  async page(ctx: RequestContext, criteria: AdminOrderCriteria, limit: number, after: string | null): Promise<Result<AdminOrderPageView, BusinessError<"INVALID_ARGUMENT" | "INVALID_CURSOR">>> {
    if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_ORDERS_MAX_LIMIT) return invalidArgument("limit", `limit must be between 1 and ${ADMIN_ORDERS_MAX_LIMIT}`);
    const checked = checkedCriteria(criteria);
    if (!checked.ok) return checked;
    const filter = checked.value;
    const filterKey = JSON.stringify([filter.state, filter.kind, filter.placedFrom?.toISOString() ?? null, filter.placedTo?.toISOString() ?? null, filter.search, filter.userId]);
    const position = after === null ? null : decodeOrderCursor(after, filterKey);
    if (after !== null && position === null) return failure("INVALID_CURSOR", INVALID_QUEUE_CURSOR_MESSAGE, { argument: "after" });

    const query = this.uow.manager(ctx).createQueryBuilder(Order, "o");
    if (filter.state) query.andWhere("o.state = :state", { state: filter.state });
    if (filter.kind) query.andWhere("EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.kind = :kind)", { kind: filter.kind });
    if (filter.placedFrom) query.andWhere("o.createdAt >= :placedFrom", { placedFrom: storedTime(query, "o", "createdAt", filter.placedFrom) });
    if (filter.placedTo) query.andWhere("o.createdAt < :placedTo", { placedTo: storedTime(query, "o", "createdAt", filter.placedTo) });
    if (filter.userId !== null) query.andWhere("o.userId = :userId", { userId: filter.userId });
    // Numbers are kept upper-case and emails lower-case; either may be typed in any case.
    if (filter.search) {
      const number = prefixRange(filter.search.toUpperCase());
      const email = prefixRange(filter.search.toLowerCase());
      query.andWhere("((o.number >= :numberFrom AND o.number < :numberTo) OR (o.email >= :emailFrom AND o.email < :emailTo))", {
        numberFrom: number.from,
        numberTo: number.to,
        emailFrom: email.from,
        emailTo: email.to,
      });
    }
    if (position) placedBefore(query, "o", position);
    const rows = await query.orderBy("o.createdAt", "DESC").addOrderBy("o.id", "DESC").limit(limit + 1).getMany();
    const orders = rows.slice(0, limit);
    const last = orders.at(-1);
    return success({
      items: await this.withDetails(ctx, orders),
      hasMore: rows.length > limit,
      endCursor: last ? encodeOrderCursor(filterKey, { at: last.createdAt, id: last.id }) : null,
    });
  }

  async detail(ctx: RequestContext, orderId: string): Promise<AdminOrderView | null> {
    const order = await this.uow.manager(ctx).findOneBy(Order, { id: orderId });
    if (!order) return null;
    const [view] = await this.withDetails(ctx, [order]);
    return view ?? null;
  }

  /** The lines and refund requests of a whole page, in one query each. */
  private async withDetails(ctx: RequestContext, orders: readonly Order[]): Promise<AdminOrderView[]> {
    const ids = orders.map((order) => order.id);
    if (ids.length === 0) return [];
    const [lines, requests] = await Promise.all([
      this.uow.manager(ctx).find(OrderLine, { where: { orderId: In(ids) }, order: { id: "ASC" } }),
      this.refundRequests.ofOrders(ctx, ids),
    ]);
    return orders.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
      refundRequests: requests.filter((request) => request.orderId === order.id),
    }));
  }
}
