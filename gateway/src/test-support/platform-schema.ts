import { MYSQL_MIGRATIONS } from "../migrations/mysql";
import { SQLITE_MIGRATIONS } from "../migrations/sqlite";
import { CacheGeneration } from "../platform/caches/cache-generation.entity";

/** The platform's own table is enough for the platform's tests; the shop's modules are not needed there. */
export const PLATFORM_SCHEMA = { entities: [CacheGeneration], migrations: { sqlite: SQLITE_MIGRATIONS, mysql: MYSQL_MIGRATIONS } };
