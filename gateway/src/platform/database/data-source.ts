import fs from "node:fs";
import path from "node:path";
import { DataSource, type Logger, type MixedList } from "typeorm";
import type { DatabaseConfig } from "../config";
import { withStartupLock } from "./startup-lock";

type MigrationList = MixedList<string | (new () => object)>;

export interface DatabaseSchema {
  /** Entity classes, as TypeORM identifies them. */
  entities: Function[];
  /** Migrations per dialect, in order of application. */
  migrations: { sqlite: MigrationList; mysql: MigrationList };
}

export interface DataSourceOptions {
  /** Sees every query; used by the index checks to EXPLAIN what the services really send. */
  queryLogger?: Logger;
}

export function createDataSource(database: DatabaseConfig, schema: DatabaseSchema, options: DataSourceOptions = {}): DataSource {
  const logging = options.queryLogger ? { logger: options.queryLogger, logging: ["query" as const] } : {};
  if (database.dialect === "sqlite") {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    return new DataSource({
      type: "better-sqlite3",
      database: database.file,
      entities: schema.entities,
      migrations: schema.migrations.sqlite,
      migrationsRun: false,
      ...logging,
      // WAL lets readers proceed while a writer commits; foreign keys are off by default in SQLite.
      prepareDatabase: (db: { pragma(statement: string): unknown }) => {
        db.pragma("journal_mode = WAL");
        db.pragma("foreign_keys = ON");
        db.pragma("busy_timeout = 5000");
      },
    });
  }
  return new DataSource({
    type: "mysql",
    url: database.url,
    entities: schema.entities,
    migrations: schema.migrations.mysql,
    migrationsRun: false,
    ...logging,
    charset: "utf8mb4_unicode_ci",
    timezone: "Z",
    // A signed-in request reads its viewer and the catalogue's generations side by side, and each read holds its
    // connection until the event loop comes round to its answer: at 10, such readers queued for a connection. The unit
    // of work keeps transactions to a few of these (see unit-of-work.ts).
    extra: { connectionLimit: 30 },
  });
}

/**
 * Pages the read connection maps from the file rather than copies into its cache, and its cache of the rest, so a
 * catalogue of 100,000 stories (about 550 MB with its indexes) is read without a system call per page.
 */
const SQLITE_READ_MAP_BYTES = 1024 * 1024 * 1024;
const SQLITE_READ_CACHE_KIB = 64 * 1024;

/**
 * A second SQLite connection for reads outside transactions. TypeORM gives SQLite one connection,
 * so without it a read would run inside whatever transaction is open and see its uncommitted
 * writes; in WAL mode this connection reads the last commit instead.
 */
export async function openSqliteReadConnection(database: Extract<DatabaseConfig, { dialect: "sqlite" }>, schema: DatabaseSchema): Promise<DataSource> {
  const reads = new DataSource({
    type: "better-sqlite3",
    database: database.file,
    entities: schema.entities,
    readonly: true,
    prepareDatabase: (db: { pragma(statement: string): unknown }) => {
      db.pragma("busy_timeout = 5000");
      db.pragma(`mmap_size = ${SQLITE_READ_MAP_BYTES}`);
      db.pragma(`cache_size = -${SQLITE_READ_CACHE_KIB}`);
    },
  });
  await reads.initialize();
  return reads;
}

export async function openDatabase(database: DatabaseConfig, schema: DatabaseSchema, options: DataSourceOptions = {}): Promise<DataSource> {
  const dataSource = createDataSource(database, schema, options);
  await dataSource.initialize();
  await withStartupLock(dataSource, () => dataSource.runMigrations({ transaction: "each" }));
  return dataSource;
}
