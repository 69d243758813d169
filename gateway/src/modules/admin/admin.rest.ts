import { Router } from "express";
import { sendError } from "../../platform/errors/http-errors";
import { requestContextOf, requireAdmin } from "../../platform/http/authentication";
import { personal } from "../../platform/http/personal";
import { RevenueRange } from "./admin-dashboard.type";
import type { AdminService } from "./admin.service";

const dollars = (cents: number) => cents / 100;

/** `?range=` takes the GraphQL enum's values in lower case. */
const RANGES = new Map(Object.values(RevenueRange).map((range) => [range.toLowerCase(), range]));

export function adminRouter(admin: AdminService): Router {
  const router = Router();

  router.get("/admin/dashboard", personal, requireAdmin, async (req, res) => {
    const asked = req.query.range ?? RevenueRange.LAST_30_DAYS.toLowerCase();
    const range = typeof asked === "string" ? RANGES.get(asked) : undefined;
    if (!range) {
      sendError(res, { errorCode: "INVALID_ARGUMENT", message: `range must be one of ${[...RANGES.keys()].join(", ")}`, details: { argument: "range" } });
      return;
    }
    const ctx = requestContextOf(res);
    const [dashboard, revenue, queues] = await Promise.all([admin.dashboard(ctx), admin.revenue(ctx, range), admin.queues(ctx)]);
    res.json({
      total_users: dashboard.totalUsers,
      total_stories: dashboard.totalStories,
      total_sponsorships: dashboard.totalSponsorships,
      total_revenue: dollars(dashboard.totalRevenueCents),
      recent_purchases: dashboard.recentPurchases.map((purchase) => ({
        _id: purchase.id,
        story: { title: purchase.storyTitle, price: dollars(purchase.priceCents) },
        user: { email: purchase.userEmail },
        purchased_at: purchase.purchasedAt.toISOString(),
      })),
      top_stories: dashboard.topStories.map((story) => ({
        _id: story.id,
        title: story.title,
        downloads: story.downloads,
        revenue: dollars(story.revenueCents),
      })),
      revenue: revenue.map((point) => ({
        period: point.period,
        paid: dollars(point.paidCents),
        refunded: dollars(point.refundedCents),
        net: dollars(point.netCents),
        orders: point.orders,
      })),
      queues: { shipments_to_send: queues.shipmentsToSend, cases_to_write: queues.casesToWrite, refund_requests: queues.refundRequests },
    });
  });

  return router;
}
