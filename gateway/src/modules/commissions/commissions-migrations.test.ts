import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { openDatabase } from "../../platform/database/data-source";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { ReferralSource } from "../cart";
import { CustomCase } from "./custom-case.entity";
import { CustomCaseStatus } from "./custom-case-status";

/** MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged. */
const MARIADB_RESTATEMENT = /^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [a-z]+(\(\d+\))? NULL$/;

describe.each(testDatabaseKinds())("the custom case table's migrations on $name", (kind) => {
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

  it("build exactly the table the entity describes", async () => {
    const pending = (await db.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    const concerned = pending.filter((query) => query.includes("custom_cases"));
    expect(concerned.filter((query) => !MARIADB_RESTATEMENT.test(query))).toEqual([]);
  });

  it.runIf(kind.name === "mysql")("compares the owner's email byte for byte, as SQLite does", async () => {
    // The schema diff above ignores collations, so this one is checked on its own.
    const runner = db.createQueryRunner();
    const table = await runner.getTable("custom_cases").finally(() => runner.release());
    expect(table?.findColumnByName("email")?.collation).toBe("utf8mb4_bin");
  });

  it("keep one case per order line", async () => {
    const row = {
      orderLineId: 7,
      orderId: "order-7",
      orderNumber: "CCK-TEST-0007",
      userId: null,
      email: "visitor@example.test",
      briefEmail: "visitor@example.test",
      dateRequired: "2030-01-31",
      source: ReferralSource.GOOGLE,
      city: "Halifax",
      location: null,
      suspects: "[]",
      status: CustomCaseStatus.BRIEF_RECEIVED,
      orderedAt: new Date(),
    };
    await db.getRepository(CustomCase).insert(row);
    await expect(db.getRepository(CustomCase).insert(row)).rejects.toThrow(/uq_custom_cases_order_line|UNIQUE constraint|Duplicate entry/i);
  });
});
