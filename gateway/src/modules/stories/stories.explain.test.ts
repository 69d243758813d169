import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource, Logger } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { composeModules } from "../../app/modules";
import { createPlatformServices } from "../../app/platform-services";
import { loadConfig } from "../../platform/config";
import { openDatabase } from "../../platform/database/data-source";
import { systemContext } from "../../platform/request-context";
import { insertStories } from "../../test-support/story-fixtures";
import { syntheticCatalogue } from "../../test-support/synthetic-catalogue";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { StoryContext, StoryRegion, StorySort, StoryType } from "./story.enums";
import type { StoriesService } from "./stories.service";
import type { StoryFilters } from "./stories.types";

interface CapturedQuery {
  sql: string;
  parameters: unknown[];
}

class CapturingLogger implements Logger {
  captured: CapturedQuery[] = [];
  logQuery(sql: string, parameters?: unknown[]): void {
    this.captured.push({ sql, parameters: parameters ?? [] });
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

interface ExplainRow {
  type: string;
  key: string | null;
  Extra: string | null;
}

const mysqlKinds = testDatabaseKinds().filter((kind) => kind.name === "mysql");
const FILTERS: [string, StoryFilters][] = [
  ["no filter", {}],
  ["type", { type: StoryType.THEFT }],
  ["region", { region: StoryRegion.ASIA }],
  ["context", { context: StoryContext.LOW_TECH }],
  ["sponsored", { sponsored: true }],
  ["not featured", { featured: false }],
];

// Named even when no MySQL is available, so the file always holds a suite and the skip is reported.
describe.runIf(mysqlKinds.length === 0)("catalogue indexes (MySQL/MariaDB)", () => {
  it.skip("need a MySQL or MariaDB server", () => {});
});

describe.each(mysqlKinds)("catalogue indexes on $name at 10,000 stories", (kind) => {
  let database: TestDatabase;
  let db: DataSource;
  const logger = new CapturingLogger();
  let stories: StoriesService;
  const ctx = systemContext("explain");

  beforeAll(async () => {
    database = await kind.create();
    db = await openDatabase(database.config, DATABASE_SCHEMA, { queryLogger: logger });
    // No catalogue cache: every call must reach the database so its query can be explained.
    const platform = createPlatformServices({ ...loadConfig({ CATALOGUE_CACHE_TTL_MS: "0", SIGNING_SECRET: "the-explain-test-signs-nothing-at-all" }), database: database.config }, db);
    const shop = { platform, modules: await composeModules(platform) };
    await insertStories(shop, syntheticCatalogue(10_000));
    await db.query("ANALYZE TABLE stories");
    stories = shop.modules.stories.services;
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function explainPageQuery(run: () => Promise<unknown>): Promise<ExplainRow[]> {
    logger.captured = [];
    await run();
    const page = logger.captured.find((query) => query.sql.includes("ORDER BY"));
    if (!page) throw new Error("the page query was not captured");
    return db.query(`EXPLAIN ${page.sql}`, page.parameters);
  }

  const cases = FILTERS.flatMap(([filterName, filters]) =>
    Object.values(StorySort).map((sort) => ({ name: `${filterName}, sorted by ${sort}`, filters, sort })),
  );

  it.each(cases)("reads $name in index order, first page and cursor page", async ({ filters, sort }) => {
    const first = await stories.list(ctx, { filters, sort, page: 1, limit: 16 });
    if (!first.ok) throw new Error(first.error.message);
    for (const after of [undefined, first.value.endCursor ?? undefined]) {
      const plan = await explainPageQuery(() => stories.list(ctx, { filters, sort, page: 1, limit: 16, after }));
      for (const step of plan) {
        expect(step.type, JSON.stringify(step)).not.toBe("ALL");
        expect(step.Extra ?? "", JSON.stringify(step)).not.toMatch(/filesort/);
        expect(step.key, JSON.stringify(step)).not.toBeNull();
      }
    }
  });
});
