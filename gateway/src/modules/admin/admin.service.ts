import type { RequestContext } from "../../platform/request-context";
import type { StoriesService } from "../stories";
import type { UsersService } from "../users";
import type { AdminDashboard } from "./admin-dashboard.type";

const TOP_STORIES = 5;

export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly stories: StoriesService,
  ) {}

  /** Counts straight from the database. Revenue and purchases stay zero and empty until orders exist. */
  async dashboard(ctx: RequestContext): Promise<AdminDashboard> {
    const [totalUsers, totalStories, totalSponsorships, popular] = await Promise.all([
      this.users.count(ctx),
      this.stories.countAll(ctx),
      this.stories.countSponsored(ctx),
      this.stories.topByDownloads(ctx, TOP_STORIES),
    ]);
    return {
      totalUsers,
      totalStories,
      totalSponsorships,
      totalRevenueCents: 0,
      recentPurchases: [],
      topStories: popular.map((story) => ({ id: story.id, title: story.title, downloads: story.downloads, revenueCents: 0 })),
    };
  }
}
