import type { DataSource } from "typeorm";
import { CacheGenerations } from "../platform/caches/cache-generations";
import { RedisGenerationBroadcast } from "../platform/caches/generation-broadcast";
import type { ShopConfig } from "../platform/config";
import { UnitOfWork } from "../platform/database/unit-of-work";
import { FileStore } from "../platform/file-store";
import { Mailer } from "../platform/mailer";
import type { PlatformServices } from "../platform/module";

export function createPlatformServices(config: ShopConfig, db: DataSource): PlatformServices {
  return {
    config,
    db,
    uow: new UnitOfWork(db),
    generations: new CacheGenerations(db, config.cacheSyncIntervalMs, config.redisUrl ? new RedisGenerationBroadcast(config.redisUrl) : null),
    files: new FileStore(config.dataDir),
    mailer: new Mailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir }),
  };
}
