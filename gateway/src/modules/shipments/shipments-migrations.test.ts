import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { openDatabase } from "../../platform/database/data-source";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { Shipment } from "./shipment.entity";
import { ShipmentStatus, ShippingRegion } from "./shipment-status";

/** MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged. */
const MARIADB_RESTATEMENT = /^ALTER TABLE `shipments` CHANGE `(\w+)` `\1` [a-z]+(\(\d+\))? NULL$/;
/** …and it lists a two-column index with a nullable column it has just built as missing; the index is there (checked below). */
const MARIADB_INDEX_RESTATEMENT = /^(DROP INDEX `idx_shipments_email` ON `shipments`|CREATE INDEX `idx_shipments_email` ON `shipments` \(`email`, `user_id`\))$/;

function shipment(orderLineId: number): Omit<Shipment, "id"> {
  return {
    orderLineId,
    orderId: "ord_1",
    orderNumber: "CCK-TEST-0001",
    userId: null,
    email: "buyer@example.test",
    storyId: "s01",
    title: "The s01 Affair",
    region: ShippingRegion.INTERNATIONAL,
    fullName: "Ada Lovelace",
    addressEmail: "ada@example.test",
    street: "12 Rue de la Paix",
    city: "Paris",
    state: "Île-de-France",
    postalCode: "75002",
    country: "France",
    phone: null,
    status: ShipmentStatus.TO_SHIP,
    carrier: null,
    trackingNumber: null,
    orderedAt: new Date(),
    shippedAt: null,
    cancelledAt: null,
    createdAt: new Date(),
  };
}

describe.each(testDatabaseKinds())("the shipments table's migration on $name", (kind) => {
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

  it("builds exactly the table the entity describes", async () => {
    const pending = (await db.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    const concerned = pending.filter((query) => /\bshipments\b/.test(query));
    expect(concerned.filter((query) => !MARIADB_RESTATEMENT.test(query) && !MARIADB_INDEX_RESTATEMENT.test(query))).toEqual([]);
  });

  it("indexes the queue and the owners' lookups", async () => {
    const runner = db.createQueryRunner();
    const table = await runner.getTable("shipments").finally(() => runner.release());
    const indexes = table?.indices.map((index) => [index.name, index.columnNames, index.isUnique]);
    expect(indexes).toEqual(
      expect.arrayContaining([
        ["uq_shipments_order_line", ["order_line_id"], true],
        ["idx_shipments_queue", ["status", "ordered_at", "id"], false],
        ["idx_shipments_ordered", ["ordered_at", "id"], false],
        ["idx_shipments_user", ["user_id"], false],
        ["idx_shipments_email", ["email", "user_id"], false],
      ]),
    );
  });

  it.runIf(kind.name === "mysql")("compares the owner's email byte for byte, as SQLite does", async () => {
    // The schema diff above ignores collations, so this one is checked on its own.
    const runner = db.createQueryRunner();
    const table = await runner.getTable("shipments").finally(() => runner.release());
    expect(table?.findColumnByName("email")?.collation).toBe("utf8mb4_bin");
  });

  it("keeps one shipment per order line", async () => {
    await db.getRepository(Shipment).insert(shipment(1));
    await expect(db.getRepository(Shipment).insert(shipment(1))).rejects.toThrow(/uq_shipments_order_line|UNIQUE constraint/i);
    await expect(db.getRepository(Shipment).insert(shipment(2))).resolves.toBeDefined();
  });
});
