import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext } from "../../platform/request-context";
import { OrderLine } from "./order-line.entity";
import { PAID_STATES } from "./order-state";
import { Order } from "./order.entity";
import { storedTime } from "./stored-time";

/** UTC days ("2026-11-24") or months ("2026-11"). */
export type RevenuePeriodUnit = "day" | "month";

export interface RevenueSeriesRequest {
  readonly unit: RevenuePeriodUnit;
  /** How many periods, the last one being the one `now` is in. */
  readonly periods: number;
  readonly now: Date;
}

/** One period's money, in US cents. */
export interface RevenuePeriod {
  readonly period: string;
  /** Paid by orders paid in the period. */
  readonly paidCents: number;
  /** Given back by lines refunded in the period, whenever they were paid. */
  readonly refundedCents: number;
  readonly netCents: number;
  /** Orders paid in the period. */
  readonly orders: number;
}

/** The start of the period `offset` periods after the one `at` is in (negative: before). */
function periodStart(unit: RevenuePeriodUnit, at: Date, offset: number): Date {
  return unit === "day"
    ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + offset))
    : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/** A period's name is the start of its ISO date, which is also how both dialects' datetimes read as text. */
const KEY_LENGTH: Readonly<Record<RevenuePeriodUnit, number>> = { day: 10, month: 7 };

/** Money in and out per period, for the dashboard's chart: every period of the range, zeros included. */
export class OrderRevenue {
  constructor(private readonly uow: UnitOfWork) {}

  async series(ctx: RequestContext, request: RevenueSeriesRequest): Promise<RevenuePeriod[]> {
    const starts = Array.from({ length: request.periods }, (_unused, index) => periodStart(request.unit, request.now, index - request.periods + 1));
    const from = starts[0];
    if (!from) return [];
    const to = periodStart(request.unit, request.now, 1);
    const length = KEY_LENGTH[request.unit];
    const [paid, refunded] = await Promise.all([this.paidPerPeriod(ctx, length, from, to), this.refundedPerPeriod(ctx, length, from, to)]);
    return starts.map((start) => {
      const period = start.toISOString().slice(0, length);
      const { cents: paidCents, orders } = paid.get(period) ?? { cents: 0, orders: 0 };
      const refundedCents = refunded.get(period) ?? 0;
      return { period, paidCents, refundedCents, netCents: paidCents - refundedCents, orders };
    });
  }

  private async paidPerPeriod(ctx: RequestContext, length: number, from: Date, to: Date): Promise<Map<string, { cents: number; orders: number }>> {
    const query = this.uow.manager(ctx).createQueryBuilder(Order, "o");
    const period = `SUBSTR(o.paid_at, 1, ${length})`;
    const rows = await query
      .select(period, "period")
      .addSelect("SUM(o.total_cents)", "cents")
      .addSelect("COUNT(*)", "orders")
      .where("o.state IN (:...states)", { states: [...PAID_STATES] })
      .andWhere("o.paidAt >= :from AND o.paidAt < :to", { from: storedTime(query, "o", "paidAt", from), to: storedTime(query, "o", "paidAt", to) })
      .groupBy(period)
      .getRawMany<{ period: string; cents: string | number; orders: string | number }>();
    return new Map(rows.map((row) => [row.period, { cents: Number(row.cents), orders: Number(row.orders) }]));
  }

  private async refundedPerPeriod(ctx: RequestContext, length: number, from: Date, to: Date): Promise<Map<string, number>> {
    const query = this.uow.manager(ctx).createQueryBuilder(OrderLine, "l");
    const period = `SUBSTR(l.refunded_at, 1, ${length})`;
    const rows = await query
      .select(period, "period")
      .addSelect("SUM(l.unit_price_cents * l.quantity)", "cents")
      .where("l.refundedAt >= :from AND l.refundedAt < :to", { from: storedTime(query, "l", "refundedAt", from), to: storedTime(query, "l", "refundedAt", to) })
      .groupBy(period)
      .getRawMany<{ period: string; cents: string | number }>();
    return new Map(rows.map((row) => [row.period, Number(row.cents)]));
  }
}
