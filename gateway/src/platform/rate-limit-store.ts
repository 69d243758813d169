import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { logger } from "./logger";
import { RateLimit } from "./rate-limit";

/** Every gateway of one shop shares these Redis keys, so a limit holds across them. */
const KEY_PREFIX = "coldcase:rate";

/**
 * Where the rate limits count: in Redis when `REDIS_URL` is set, so every gateway of the shop counts against the same
 * allowance, else in this process. While Redis cannot answer, each gateway counts in its own memory instead, so an
 * outage of Redis loosens the limits rather than taking the shop down.
 */
export class RateLimitStore {
  private readonly redis: Redis | null;

  constructor(redisUrl: string | null) {
    // No queue and a short timeout: while Redis is away a request falls back to memory at once instead of waiting for it.
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, commandTimeout: 500, maxRetriesPerRequest: 0 }) : null;
    this.redis?.on("error", (error: unknown) => logger.warn("rate_limits.redis_error", { error }));
  }

  /** `perMinute` requests of one kind per caller; 0 turns the limit off. */
  limit(name: string, perMinute: number): RateLimit {
    return new RateLimit(perMinute > 0 ? this.counter(name, perMinute, 60) : null);
  }

  /** A raw counter of `points` per `durationSeconds` per key, for throttles that count something other than requests. */
  counter(name: string, points: number, durationSeconds: number): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}:${name}`, points, duration: durationSeconds });
    if (!this.redis) return memory;
    void this.connected().catch(() => undefined);
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${KEY_PREFIX}:${name}`,
      points,
      duration: durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }

  /** Resolves once Redis is ready (at once without Redis); until then the limits count in memory. */
  connected(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === "ready") return Promise.resolve();
    const ready = new Promise<void>((resolve) => redis.once("ready", () => resolve()));
    // Once asked to connect, ioredis keeps reconnecting on its own.
    if (redis.status === "wait") void redis.connect().catch(() => undefined);
    return ready;
  }

  close(): void {
    this.redis?.disconnect();
  }
}
