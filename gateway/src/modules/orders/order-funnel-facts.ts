import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext } from "../../platform/request-context";
import { OrderLine } from "./order-line.entity";
import { Order } from "./order.entity";

/** Orders created from `from` (included) to `to` (excluded). */
export interface OrderPeriod {
  readonly from: Date;
  readonly to: Date;
}

/**
 * Distinct orders with a line of the stories (a kit, a hard copy or a sponsorship, as the browser's Add To Cart counts any
 * of them): every checkout started, and those of them paid (refunded later or not).
 */
export interface CheckoutCounts {
  readonly checkouts: number;
  readonly paid: number;
}

interface CountsRow {
  storyId: string;
  checkouts: number | string;
  paid: number | string | null;
}

/**
 * The last steps of the analytics funnel, from the shop's own order records rather than the browser's word: how many
 * checkouts with a line of a story were started in a period, and how many of those orders were paid.
 */
export class OrderFunnelFacts {
  constructor(private readonly uow: UnitOfWork) {}

  /** Per story of `storyIds`; a story without a checkout in the period is absent. */
  async perStory(ctx: RequestContext, period: OrderPeriod, storyIds: readonly string[]): Promise<Map<string, CheckoutCounts>> {
    if (storyIds.length === 0) return new Map();
    const rows = await this.storyOrders(ctx, period, storyIds).addSelect("line.storyId", "storyId").groupBy("line.storyId").getRawMany<CountsRow>();
    return new Map(rows.map((row) => [row.storyId, { checkouts: Number(row.checkouts), paid: Number(row.paid ?? 0) }]));
  }

  /** Across the stories together (one kind of story): an order with lines of several of them counts once. */
  async acrossStories(ctx: RequestContext, period: OrderPeriod, storyIds: readonly string[]): Promise<CheckoutCounts> {
    if (storyIds.length === 0) return { checkouts: 0, paid: 0 };
    const row = await this.storyOrders(ctx, period, storyIds).getRawOne<Omit<CountsRow, "storyId">>();
    return { checkouts: Number(row?.checkouts ?? 0), paid: Number(row?.paid ?? 0) };
  }

  private storyOrders(ctx: RequestContext, period: OrderPeriod, storyIds: readonly string[]) {
    return this.uow
      .manager(ctx)
      .createQueryBuilder(OrderLine, "line")
      .innerJoin(Order, "ord", "ord.id = line.orderId")
      .select("COUNT(DISTINCT ord.id)", "checkouts")
      .addSelect("COUNT(DISTINCT CASE WHEN ord.paidAt IS NOT NULL THEN ord.id END)", "paid")
      .where("line.storyId IN (:...storyIds)", { storyIds: [...storyIds] })
      .andWhere("ord.createdAt >= :from AND ord.createdAt < :to", { from: period.from, to: period.to });
  }
}
