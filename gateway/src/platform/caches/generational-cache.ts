import { LRUCache } from "lru-cache";
import type { RequestContext } from "../request-context";
import type { CacheGenerations } from "./cache-generations";

/** Where the cache reads the time; tests pass their own. */
export interface Clock {
  now(): number;
}

/** Entries are kept until a write to their data set (or the size bound) drops them, however old they are. */
export const UNTIL_CHANGED = "until-changed";

export interface GenerationalCacheOptions {
  /** The data set whose writes invalidate this cache, as named to `CacheGenerations.bump`. */
  dataSet: string;
  /**
   * How long an entry is served: for that many milliseconds (0 turns the cache off), or, for answers that must stay
   * exact such as counts, until the data set changes.
   */
  ttlMs: number | typeof UNTIL_CHANGED;
  maxEntries?: number;
  clock?: Clock;
}

/**
 * Answers that are the same for every visitor, kept for a few seconds as a CDN would keep them (or,
 * `UNTIL_CHANGED`, for as long as they stay true), and forgotten as soon as their data set changes:
 * keys carry the data set's generation, so a load that started before a write can never be served
 * after it. Concurrent misses share one load; a failed load is not kept.
 */
export class GenerationalCache {
  private readonly entries: LRUCache<string, { pending: Promise<unknown> }>;

  constructor(
    private readonly generations: CacheGenerations,
    private readonly options: GenerationalCacheOptions,
  ) {
    const expiry = options.ttlMs === UNTIL_CHANGED ? {} : { ttl: Math.max(options.ttlMs, 1), ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}) };
    this.entries = new LRUCache({ max: options.maxEntries ?? 5_000, ...expiry });
    generations.onChange((name) => {
      if (name === options.dataSet) this.entries.clear();
    });
  }

  /**
   * `getOrLoad` after reading the data set's generation from the database: an entry another gateway's write has made
   * stale is never served, even before this gateway hears of the write. For readers who must see every committed write.
   */
  async getOrLoadConfirmed<T>(ctx: RequestContext, key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    await this.confirm(ctx);
    return this.getOrLoad(key, load);
  }

  getOrLoad<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs !== UNTIL_CHANGED && this.options.ttlMs <= 0) return load();
    const serialisedKey = JSON.stringify([this.generations.current(this.options.dataSet), ...key]);
    const cached = this.entries.get(serialisedKey);
    if (cached !== undefined) return cached.pending as Promise<T>;
    const pending = load();
    this.entries.set(serialisedKey, { pending });
    pending.catch(() => this.entries.delete(serialisedKey));
    return pending;
  }

  /**
   * The generations as read from the database since `ctx`'s request arrived, for readers who must see every committed
   * write: the read its request started as it came in, when it did, else one of its own.
   */
  confirm(ctx: RequestContext): Promise<void> {
    return ctx.generationsRead ?? this.generations.refresh();
  }
}
