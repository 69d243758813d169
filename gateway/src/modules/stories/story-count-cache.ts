import { LRUCache } from "lru-cache";
import type { StoryFilters } from "./stories.types";

/**
 * Totals change only when the catalogue does, yet counting reads an index range on every page
 * request. They are kept for a short while per filter set; a changed catalogue clears them here,
 * and other gateway processes catch up within the time-to-live.
 */
export class StoryCountCache {
  private readonly totals: LRUCache<string, number>;

  constructor(ttlMs = 15_000, maxEntries = 5_000) {
    this.totals = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  async getOrCount(filters: StoryFilters, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify([filters.search?.trim().toLowerCase(), filters.type, filters.region, filters.context, filters.sponsored, filters.featured, filters.exclude]);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const total = await count();
    this.totals.set(key, total);
    return total;
  }

  clear(): void {
    this.totals.clear();
  }
}
