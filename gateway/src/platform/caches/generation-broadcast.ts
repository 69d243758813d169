import { Redis } from "ioredis";
import { logger } from "../logger";

const CHANNEL = "coldcase:cache-generations";

/**
 * Rings every gateway's doorbell when cached data changed, so they look at the generations at
 * once instead of on their next poll. The generations themselves stay in the database: a
 * missed message only delays a gateway until that poll.
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
    const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
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
