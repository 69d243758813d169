import { LRUCache } from "lru-cache";

/**
 * Catalogue reads are the same for every visitor and change only when the catalogue does, so
 * answers are kept for a few seconds, as a CDN would keep them. Concurrent misses share one
 * load. A change made through this process clears the cache at once; other gateway processes
 * catch up within the time-to-live.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, { pending: Promise<unknown> }>;

  constructor(ttlMs = 10_000, maxEntries = 5_000) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  getOrLoad<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    const serialisedKey = JSON.stringify(key);
    const cached = this.entries.get(serialisedKey);
    if (cached !== undefined) return cached.pending as Promise<T>;
    const pending = load();
    this.entries.set(serialisedKey, { pending });
    pending.catch(() => this.entries.delete(serialisedKey));
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }
}
