import fs from "node:fs";
import path from "node:path";
import { DataSource, type Logger, type MixedList } from "typeorm";
import { Sponsorship } from "../modules/stories/sponsorship.entity";
import { Story } from "../modules/stories/story.entity";
import { StorySearchTerm } from "../modules/stories/story-search-term.entity";
import { User } from "../modules/users/user.entity";
import { Account } from "../modules/identity/account.entity";
import { OidcRecord } from "../modules/identity/oidc-record.entity";
import type { DatabaseConfig } from "./config";
import { MYSQL_MIGRATIONS } from "../migrations/mysql";
import { SQLITE_MIGRATIONS } from "../migrations/sqlite";

export const ENTITIES = [Story, Sponsorship, StorySearchTerm, User, Account, OidcRecord];

type MigrationList = MixedList<string | (new () => object)>;

export interface DataSourceOptions {
  /** Sees every query; used by the index checks to EXPLAIN what the services really send. */
  queryLogger?: Logger;
}

export function createDataSource(database: DatabaseConfig, options: DataSourceOptions = {}): DataSource {
  const logging = options.queryLogger ? { logger: options.queryLogger, logging: ["query" as const] } : {};
  if (database.dialect === "sqlite") {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    return new DataSource({
      type: "better-sqlite3",
      database: database.file,
      entities: ENTITIES,
      migrations: SQLITE_MIGRATIONS as MigrationList,
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
    entities: ENTITIES,
    migrations: MYSQL_MIGRATIONS as MigrationList,
    migrationsRun: false,
    ...logging,
    charset: "utf8mb4_unicode_ci",
    timezone: "Z",
    extra: { connectionLimit: 10 },
  });
}

export async function openDatabase(database: DatabaseConfig, options: DataSourceOptions = {}): Promise<DataSource> {
  const dataSource = createDataSource(database, options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });
  return dataSource;
}
