import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/database/data-source";
import { systemContext } from "../platform/request-context";
import { loadSeedCatalogue } from "../seed/catalogue";
import type { SeedStory } from "../seed/catalogue/seed-story";
import { type TestDatabase, testDatabaseKinds } from "../test-support/test-databases";
import { DATABASE_SCHEMA } from "./database-schema";
import { createGateway, type Gateway } from "./gateway";
import { prepareShop } from "./start-up";

const mysqlKinds = testDatabaseKinds().filter((kind) => kind.name === "mysql");

describe.runIf(mysqlKinds.length === 0)("gateways starting together (MySQL/MariaDB)", () => {
  it.skip("need a MySQL or MariaDB server", () => {});
});

describe.each(mysqlKinds)("gateways starting together on one empty $name database", (kind) => {
  let database: TestDatabase;
  let sample: SeedStory[];
  const gateways: Gateway[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await kind.create();
    sample = (await loadSeedCatalogue()).slice(0, 2);
  });
  afterAll(async () => {
    for (const gateway of gateways) {
      await gateway.stop();
      await gateway.platform.db.destroy();
    }
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function startGateway(): Promise<void> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-start-"));
    dataDirs.push(dataDir);
    const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: "0" }), database: database.config };
    const gateway = await createGateway(config, await openDatabase(config.database, DATABASE_SCHEMA));
    gateways.push(gateway);
    await prepareShop(gateway, async () => sample);
  }

  it("migrate it and seed the catalogue once", async () => {
    await Promise.all([startGateway(), startGateway(), startGateway()]);
    const counts = await Promise.all(gateways.map((gateway) => gateway.modules.stories.services.countAll(systemContext("test"))));
    expect(counts).toEqual([2, 2, 2]);
  });
});
