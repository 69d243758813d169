import type { DataSource } from "typeorm";
import { CacheGenerations } from "../platform/caches/cache-generations";
import { RedisGenerationBroadcast } from "../platform/caches/generation-broadcast";
import { type Clock, systemClock } from "../platform/clock";
import type { ShopConfig } from "../platform/config";
import { UnitOfWork } from "../platform/database/unit-of-work";
import { FileStore } from "../platform/file-store";
import { Mailer } from "../platform/mailer";
import type { PlatformServices } from "../platform/module";
import { Outbox } from "../platform/outbox/outbox";
import { RateLimitStore } from "../platform/rate-limit-store";
import { LinkSigner } from "../platform/signing/link-signer";
import { resolveSigningSecret } from "../platform/signing/signing-secret";

/** `reads`: SQLite's read connection, for reads outside transactions. */
export function createPlatformServices(config: ShopConfig, db: DataSource, reads: DataSource = db, clock: Clock = systemClock): PlatformServices {
  return {
    config,
    db,
    uow: new UnitOfWork(db, { reads }),
    generations: new CacheGenerations(reads, config.cacheSyncIntervalMs, config.redisUrl ? new RedisGenerationBroadcast(config.redisUrl) : null),
    files: new FileStore(config.dataDir),
    mailer: new Mailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir }),
    outbox: new Outbox(),
    signer: new LinkSigner(resolveSigningSecret(config), clock),
    clock,
    rateLimits: new RateLimitStore(config.redisUrl),
  };
}
