import "reflect-metadata";
import { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../app/database-schema";

/**
 * Prints the DDL TypeORM derives from the entities for an empty database of the given dialect:
 * the starting point of a new migration. Usage: node dist/scripts/print-schema-sql.js sqlite|mysql [mysql-url]
 */
async function main(): Promise<void> {
  const [dialect, url] = process.argv.slice(2);
  const dataSource =
    dialect === "mysql"
      ? new DataSource({ type: "mysql", url, entities: DATABASE_SCHEMA.entities, charset: "utf8mb4_unicode_ci" })
      : new DataSource({ type: "better-sqlite3", database: ":memory:", entities: DATABASE_SCHEMA.entities });
  await dataSource.initialize();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  for (const query of sql.upQueries) console.log(`${query.query};`);
  await dataSource.destroy();
}

void main();
