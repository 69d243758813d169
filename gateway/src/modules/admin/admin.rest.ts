import { Router } from "express";
import { requestContextOf, requireAdmin } from "../../platform/http/authentication";
import type { AdminService } from "./admin.service";

const dollars = (cents: number) => cents / 100;

export function adminRouter(admin: AdminService): Router {
  const router = Router();

  router.get("/admin/dashboard", requireAdmin, async (_req, res) => {
    const dashboard = await admin.dashboard(requestContextOf(res));
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
    });
  });

  return router;
}
