import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { openDatabase } from "../../platform/database/data-source";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { CreditGrant } from "./credit-grant.entity";
import { CreditSource } from "./credit-source";

const TABLES = ["credit_grants", "credit_spends", "credit_allocations", "story_sponsorships"];
/** MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged. */
const MARIADB_RESTATEMENT = /^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [a-z]+(\(\d+\))? NULL$/;
/** …and it lists a two-column index it has just built as missing; the index is there (checked below). */
const MARIADB_INDEX_RESTATEMENT = /^(DROP INDEX `idx_credit_grants_story` ON `credit_grants`|CREATE INDEX `idx_credit_grants_story` ON `credit_grants` \(`story_id`, `source`\))$/;

describe.each(testDatabaseKinds())("the credit tables' migrations on $name", (kind) => {
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

  it("build exactly the tables the entities describe", async () => {
    const pending = (await db.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    const concerned = pending.filter((query) => TABLES.some((table) => query.includes(table)));
    expect(concerned.filter((query) => !MARIADB_RESTATEMENT.test(query) && !MARIADB_INDEX_RESTATEMENT.test(query))).toEqual([]);
  });

  it("refuse a grant whose remaining credits would go below zero or above its amount", async () => {
    const insert = (remaining: number) =>
      db.getRepository(CreditGrant).insert({
        userId: 1,
        amount: 5,
        remaining,
        source: CreditSource.PRIZE,
        grantKey: `check-${remaining}`,
        acquiredAt: new Date(),
        expiresAt: new Date(Date.now() + 1000),
      });
    await expect(insert(-1)).rejects.toThrow(/chk_credit_grants_remaining|CHECK constraint/i);
    await expect(insert(6)).rejects.toThrow(/chk_credit_grants_remaining|CHECK constraint/i);
    await expect(insert(5)).resolves.toBeDefined();
  });
});
