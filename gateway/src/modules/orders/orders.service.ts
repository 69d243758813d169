import { IsNull } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type RequestContext, verifiedEmailOf, type Viewer } from "../../platform/request-context";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { LinkSigner } from "../../platform/signing/link-signer";
import type { DownloadLink } from "../library";
import { ProductKind } from "../products";
import type { LineKindHandlers } from "./line-fulfillers";
import { OrderLine } from "./order-line.entity";
import { isOrderAccessToken } from "./order-links";
import { OrderLineState, PAID_STATES } from "./order-state";
import { Order } from "./order.entity";

export interface OrderWithLines {
  order: Order;
  lines: OrderLine[];
}

export interface RecentSale {
  lineId: number;
  storyTitle: string;
  priceCents: number;
  email: string;
  paidAt: Date;
}

/** SQLite hands raw datetimes back as UTC text without a zone; MySQL as dates. */
function dateOfRaw(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(" ", "T")}Z`);
}

/** Reading orders: for their customer, for whoever holds the order's link, and for the operator's figures. */
export class OrdersService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly signer: LinkSigner,
    /** Each kind says which of its lines have a file to download, and links to it. */
    private readonly handlers: LineKindHandlers,
  ) {}

  /**
   * The order with its lines, for its account's owner, an admin, or anyone holding its access token.
   * Anyone else is told nothing about it.
   */
  async viewable(ctx: RequestContext, orderId: string, accessToken: string | null): Promise<OrderWithLines | null> {
    if (ctx.viewer) await this.claimVisitorOrders(ctx, ctx.viewer);
    const manager = this.uow.manager(ctx);
    const order = await manager.findOneBy(Order, { id: orderId });
    if (!order) return null;
    const mayView = (ctx.viewer !== null && (order.userId === ctx.viewer.id || ctx.viewer.isAdmin)) || isOrderAccessToken(this.signer, order.id, accessToken);
    if (!mayView) return null;
    const lines = await manager.find(OrderLine, { where: { orderId }, order: { id: "ASC" } });
    return { order, lines };
  }

  /**
   * A download link for one line of an order the caller may view, when its kind has a file for it
   * now (a kit still theirs, a delivered custom case); anything else is answered as not found, so
   * nothing is learnt about others' orders.
   */
  async lineDownload(ctx: RequestContext, request: { orderId: string; lineId: string; accessToken: string | null }): Promise<Result<DownloadLink, BusinessError<"NOT_FOUND">>> {
    const notFound = failure("NOT_FOUND", "We couldn't find that case file on this order.");
    const found = await this.viewable(ctx, request.orderId, request.accessToken);
    const line = found?.lines.find((candidate) => String(candidate.id) === request.lineId);
    const downloadLink = line ? this.handlers.get(line.kind)?.downloadLink : undefined;
    if (!line || line.state !== OrderLineState.FULFILLED || !downloadLink) return notFound;
    const link = await downloadLink(ctx, line);
    return link ? success(link) : notFound;
  }

  /** The ids of an order's lines that can be downloaded now: one question per kind of line. */
  async downloadableLines(ctx: RequestContext, lines: readonly OrderLine[]): Promise<ReadonlySet<number>> {
    const fulfilledByKind = new Map<ProductKind, OrderLine[]>();
    for (const line of lines) {
      if (line.state !== OrderLineState.FULFILLED) continue;
      fulfilledByKind.set(line.kind, [...(fulfilledByKind.get(line.kind) ?? []), line]);
    }
    const answers = await Promise.all(
      [...fulfilledByKind].map(([kind, ofKind]) => this.handlers.get(kind)?.downloadableLines?.(ctx, ofKind) ?? Promise.resolve(new Set<number>())),
    );
    return new Set(answers.flatMap((ids) => [...ids]));
  }

  /** Gives the viewer the orders they placed as a visitor with their verified email. */
  async claimVisitorOrders(ctx: RequestContext, viewer: Viewer): Promise<void> {
    const email = verifiedEmailOf(viewer);
    if (!email) return;
    const manager = this.uow.manager(ctx);
    if (!(await manager.exists(Order, { where: { email, userId: IsNull() } }))) return;
    await this.uow.run(ctx, (tx) => tx.transaction.manager.update(Order, { email, userId: IsNull() }, { userId: viewer.id }));
  }

  /** Money taken, less money given back, in US cents. */
  async netRevenueCents(ctx: RequestContext): Promise<number> {
    const row = await this.uow
      .manager(ctx)
      .createQueryBuilder(Order, "o")
      .select("COALESCE(SUM(o.total_cents - o.refunded_cents), 0)", "revenue")
      .where("o.state IN (:...states)", { states: [...PAID_STATES] })
      .getRawOne<{ revenue: string | number }>();
    return Number(row?.revenue ?? 0);
  }

  /** The latest kits bought and not refunded, newest first. */
  async recentSales(ctx: RequestContext, limit: number): Promise<RecentSale[]> {
    const rows = await this.uow
      .manager(ctx)
      .createQueryBuilder(OrderLine, "l")
      .innerJoin(Order, "o", "o.id = l.order_id")
      .select(["l.id AS lineId", "l.title AS title", "l.unit_price_cents AS price", "o.email AS email", "o.paid_at AS paidAt"])
      .where("l.kind = :kind AND l.state = :state", { kind: ProductKind.STORY_KIT, state: OrderLineState.FULFILLED })
      .orderBy("o.paid_at", "DESC")
      .addOrderBy("l.id", "DESC")
      .limit(limit)
      .getRawMany<{ lineId: number; title: string; price: number | string; email: string; paidAt: Date | string }>();
    return rows.map((row) => ({ lineId: Number(row.lineId), storyTitle: row.title, priceCents: Number(row.price), email: row.email, paidAt: dateOfRaw(row.paidAt) }));
  }

  /** Net revenue per story from its kits, in US cents. */
  async revenueByStory(ctx: RequestContext, storyIds: readonly string[]): Promise<Map<string, number>> {
    if (storyIds.length === 0) return new Map();
    const rows = await this.uow
      .manager(ctx)
      .createQueryBuilder(OrderLine, "l")
      .select("l.story_id", "storyId")
      .addSelect("SUM(l.unit_price_cents * l.quantity)", "revenue")
      .where("l.story_id IN (:...storyIds) AND l.state = :state", { storyIds: [...storyIds], state: OrderLineState.FULFILLED })
      .groupBy("l.story_id")
      .getRawMany<{ storyId: string; revenue: string | number }>();
    return new Map(rows.map((row) => [row.storyId, Number(row.revenue)]));
  }
}
