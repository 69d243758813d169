import type { DatabaseSchema } from "../platform/database/data-source";
import { CacheGeneration } from "../platform/caches/cache-generation.entity";
import { OutboxMessage } from "../platform/outbox/outbox-message.entity";
import { MYSQL_MIGRATIONS } from "../migrations/mysql";
import { SQLITE_MIGRATIONS } from "../migrations/sqlite";
import { MODULES } from "./modules";

export const DATABASE_SCHEMA: DatabaseSchema = {
  entities: [CacheGeneration, OutboxMessage, ...MODULES.flatMap((module) => module.entities)],
  migrations: { sqlite: SQLITE_MIGRATIONS, mysql: MYSQL_MIGRATIONS },
};
