import type { DataSource } from "typeorm";
import { Sponsorship } from "../stories/sponsorship.entity";
import { Story } from "../stories/story.entity";
import { User } from "../users/user.entity";
import type { AdminDashboard } from "./admin-dashboard.type";

const TOP_STORIES = 5;

export class AdminService {
  constructor(private readonly db: DataSource) {}

  /** Counts straight from the database. Revenue and purchases stay zero and empty until orders exist. */
  async dashboard(): Promise<AdminDashboard> {
    const [totalUsers, totalStories, totalSponsorships, popular] = await Promise.all([
      this.db.getRepository(User).count(),
      this.db.getRepository(Story).count(),
      this.db.getRepository(Sponsorship).count(),
      this.db.getRepository(Story).find({
        select: { id: true, title: true, downloads: true },
        order: { downloads: "DESC", id: "DESC" },
        take: TOP_STORIES,
      }),
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
