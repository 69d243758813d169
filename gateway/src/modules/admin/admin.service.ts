import type { Clock } from "../../platform/clock";
import type { RequestContext } from "../../platform/request-context";
import type { RevenuePeriod, RevenuePeriodUnit } from "../orders";
import { type AdminDashboard, type AdminQueues, RevenueRange } from "./admin-dashboard.type";
import type { AdminDependencies } from "./admin-part";

const TOP_STORIES = 5;
const RECENT_PURCHASES = 8;

const RANGES: Readonly<Record<RevenueRange, { unit: RevenuePeriodUnit; periods: number }>> = {
  [RevenueRange.LAST_7_DAYS]: { unit: "day", periods: 7 },
  [RevenueRange.LAST_30_DAYS]: { unit: "day", periods: 30 },
  [RevenueRange.LAST_90_DAYS]: { unit: "day", periods: 90 },
  [RevenueRange.LAST_12_MONTHS]: { unit: "month", periods: 12 },
};

export class AdminService {
  constructor(
    private readonly modules: AdminDependencies,
    /** Where "today" is for the revenue chart: the platform's clock, which tests move. */
    private readonly clock: Clock,
  ) {}

  /** Counts and sums straight from the database: revenue is what was paid less what was refunded. */
  async dashboard(ctx: RequestContext): Promise<AdminDashboard> {
    const { users, stories, orders } = this.modules;
    const [totalUsers, totalStories, totalSponsorships, popular, totalRevenueCents, recentSales] = await Promise.all([
      users.count(ctx),
      stories.countAll(ctx),
      stories.countSponsored(ctx),
      stories.topByDownloads(ctx, TOP_STORIES),
      orders.orders.netRevenueCents(ctx),
      orders.orders.recentSales(ctx, RECENT_PURCHASES),
    ]);
    const revenue = await orders.orders.revenueByStory(
      ctx,
      popular.map((story) => story.id),
    );
    return {
      totalUsers,
      totalStories,
      totalSponsorships,
      totalRevenueCents,
      recentPurchases: recentSales.map((sale) => ({
        id: String(sale.lineId),
        storyTitle: sale.storyTitle,
        priceCents: sale.priceCents,
        userEmail: sale.email,
        purchasedAt: sale.paidAt,
      })),
      topStories: popular.map((story) => ({ id: story.id, title: story.title, downloads: story.downloads, revenueCents: revenue.get(story.id) ?? 0 })),
    };
  }

  /** Every day (or month) of the range up to the current one, zeros included. */
  revenue(ctx: RequestContext, range: RevenueRange): Promise<RevenuePeriod[]> {
    return this.modules.orders.revenue.series(ctx, { ...RANGES[range], now: this.clock() });
  }

  /** What waits for the operator: hard copies to send, custom cases to write, refund requests to answer. */
  async queues(ctx: RequestContext): Promise<AdminQueues> {
    const [shipmentsToSend, casesToWrite, refundRequests] = await Promise.all([
      this.modules.shipments.shipments.countToShip(ctx),
      this.modules.commissions.cases.countToWrite(ctx),
      this.modules.orders.refundRequests.countOpen(ctx),
    ]);
    return { shipmentsToSend, casesToWrite, refundRequests };
  }
}
