import { Redis } from "ioredis";
import { logger } from "../logger";

const CHANNEL = "coldcase:cache-generations";

/**
 * Rings every gateway's doorbell when cached data changed, so they look at the generations at
 * once instead of on their next poll. The generations themselves stay in the database: a
 * missed message, or Redis being down, only delays a gateway until that poll.
 */
export interface GenerationBroadcast {
  announce(name: string): Promise<void>;
  listen(onAnnounced: (name: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** The broadcast over Redis publish/subscribe (`REDIS_URL`). */
export class RedisGenerationBroadcast implements GenerationBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string) {
    // A Redis that is down or slow fails an announcement at once instead of queueing or hanging it.
    this.publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, commandTimeout: 1_000, maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url, { lazyConnect: true });
    for (const client of [this.publisher, this.subscriber]) {
      client.on("error", (error: unknown) => logger.warn("cache_generations.redis_error", { error }));
    }
  }

  async announce(name: string): Promise<void> {
    await this.publisher.publish(CHANNEL, name);
  }

  async listen(onAnnounced: (name: string) => void): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on("message", (channel: string, name: string) => {
      if (channel === CHANNEL) onAnnounced(name);
    });
    await this.subscriber.subscribe(CHANNEL);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
