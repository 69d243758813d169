import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { openDatabase } from "../../platform/database/data-source";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";

/** MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged. */
const MARIADB_RESTATEMENT = /^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [a-z]+(\(\d+\))? NULL$/;
/**
 * …and it lists the commerce migration's two-column indexes that hold a nullable column as missing, though they are
 * there; none of them is this change's.
 */
const MARIADB_INDEX_RESTATEMENT = /^(DROP|CREATE) INDEX `(idx_orders_email|idx_orders_user|idx_orders_cart|idx_orders_state|idx_order_lines_story)` ON `(orders|order_lines)`/;
const TABLES = /[`"](refund_requests|orders|order_lines)[`"]/;

describe.each(testDatabaseKinds())("the back office's order migrations on $name", (kind) => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await kind.create();
    db = await openDatabase(database.config, DATABASE_SCHEMA);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it("build exactly the refund requests table and the order indexes the entities describe", async () => {
    const pending = (await db.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    expect(pending.filter((query) => TABLES.test(query) && !MARIADB_RESTATEMENT.test(query) && !MARIADB_INDEX_RESTATEMENT.test(query))).toEqual([]);
  });

  it.runIf(kind.name === "mysql")("compares a request's order id byte for byte, as the order's own", async () => {
    const runner = db.createQueryRunner();
    const table = await runner.getTable("refund_requests").finally(() => runner.release());
    expect(table?.findColumnByName("order_id")?.collation).toBe("utf8mb4_bin");
  });
});
