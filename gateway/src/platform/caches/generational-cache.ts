import { LRUCache } from "lru-cache";
import type { CacheGenerations } from "./cache-generations";

/** Where the cache reads the time; tests pass their own. */
export interface Clock {
  now(): number;
}

export interface GenerationalCacheOptions {
  /** The data set whose writes invalidate this cache, as named to `CacheGenerations.bump`. */
  dataSet: string;
  /** 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  clock?: Clock;
}

/**
 * Answers that are the same for every anonymous visitor, kept for a few seconds as a CDN would
 * keep them, and forgotten as soon as their data set changes: keys carry the data set's
 * generation, so a load that started before a write can never be served after it. Concurrent
 * misses share one load; a failed load is not kept.
 */
export class GenerationalCache {
  private readonly entries: LRUCache<string, { pending: Promise<unknown> }>;

  constructor(
    private readonly generations: CacheGenerations,
    private readonly options: GenerationalCacheOptions,
  ) {
    this.entries = new LRUCache({
      max: options.maxEntries ?? 5_000,
      ttl: Math.max(options.ttlMs, 1),
      ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    });
    generations.onChange((name) => {
      if (name === options.dataSet) this.entries.clear();
    });
  }

  getOrLoad<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const serialisedKey = JSON.stringify([this.generations.current(this.options.dataSet), ...key]);
    const cached = this.entries.get(serialisedKey);
    if (cached !== undefined) return cached.pending as Promise<T>;
    const pending = load();
    this.entries.set(serialisedKey, { pending });
    pending.catch(() => this.entries.delete(serialisedKey));
    return pending;
  }
}
