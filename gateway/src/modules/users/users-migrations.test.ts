import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { openDatabase } from "../../platform/database/data-source";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { User } from "./user.entity";

/** MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged. */
const MARIADB_RESTATEMENT = /^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [a-z]+(\(\d+\))? NULL$/;

describe.each(testDatabaseKinds())("the users table's migrations on $name", (kind) => {
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
    const concerned = pending.filter((query) => /\busers\b/.test(query));
    expect(concerned.filter((query) => !MARIADB_RESTATEMENT.test(query))).toEqual([]);
  });

  it("keep the admin override as granted, revoked or left to the policy", async () => {
    const users = db.getRepository(User);
    const base = { authIssuer: "https://issuer.example.test/", emailVerified: false, email: null, firstName: null, lastName: null, isAdmin: false };
    await users.insert([
      { ...base, authSubject: "user|granted", adminOverride: true },
      { ...base, authSubject: "user|revoked", adminOverride: false },
      { ...base, authSubject: "user|policy" },
    ]);
    const overrides = (await users.find({ order: { id: "ASC" } })).map((user) => [user.authSubject, user.adminOverride]);
    expect(overrides).toEqual([
      ["user|granted", true],
      ["user|revoked", false],
      ["user|policy", null],
    ]);
  });
});
