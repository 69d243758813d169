import type { RequestContext } from "../../platform/request-context";
import type { OrdersService } from "../orders";
import type { StoriesService } from "../stories";
import type { UsersService } from "../users";
import type { AdminDashboard } from "./admin-dashboard.type";

const TOP_STORIES = 5;
const RECENT_PURCHASES = 8;

export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly stories: StoriesService,
    private readonly orders: OrdersService,
  ) {}

  /** Counts and sums straight from the database: revenue is what was paid less what was refunded. */
  async dashboard(ctx: RequestContext): Promise<AdminDashboard> {
    const [totalUsers, totalStories, totalSponsorships, popular, totalRevenueCents, recentSales] = await Promise.all([
      this.users.count(ctx),
      this.stories.countAll(ctx),
      this.stories.countSponsored(ctx),
      this.stories.topByDownloads(ctx, TOP_STORIES),
      this.orders.netRevenueCents(ctx),
      this.orders.recentSales(ctx, RECENT_PURCHASES),
    ]);
    const revenue = await this.orders.revenueByStory(
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
}
