import { LRUCache } from "lru-cache";

/**
 * Catalogue reads are the same for every visitor and change only when the catalogue does, so
 * answers are kept for a few seconds, as a CDN would keep them; every gateway process sees a
 * change within the time-to-live. Concurrent misses share one load. A time-to-live of 0 turns
 * the cache off.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, { pending: Promise<unknown> }>;

  constructor(
    private readonly ttlMs = 10_000,
    maxEntries = 5_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries, ttl: Math.max(ttlMs, 1) });
  }

  getOrLoad<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
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
