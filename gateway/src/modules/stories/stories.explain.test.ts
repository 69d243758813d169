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
import { type TestDatabase, type TestDatabaseKind, testDatabaseKinds } from "../../test-support/test-databases";
import { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StorySort, StoryType } from "./story.enums";
import { AdminStorySort } from "./story-management.types";
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

/** One step of MySQL's plan. */
interface MysqlPlanRow {
  table: string | null;
  type: string;
  key: string | null;
  Extra: string | null;
}

/** One step of SQLite's plan. */
interface SqlitePlanRow {
  detail: string;
}

const mysqlKinds = testDatabaseKinds().filter((kind) => kind.name === "mysql");
const FILTERS: [string, StoryFilters][] = [
  ["no filter", {}],
  ["type", { type: StoryType.THEFT }],
  ["region", { region: StoryRegion.ASIA }],
  ["context", { context: StoryContext.LOW_TECH }],
  ["sponsored", { sponsored: true }],
  ["not featured", { featured: false }],
  ["players", { players: 4 }],
  ["length", { length: StoryLength.SHORT }],
  ["difficulty", { difficulty: StoryDifficulty.HARD }],
];

/** What each dialect's plan must never do on a catalogue page: read a whole table, or sort rows after reading them. */
function planProblems(kind: TestDatabaseKind["name"], plan: unknown[]): string[] {
  if (kind === "mysql") {
    return (plan as MysqlPlanRow[]).flatMap((step) => {
      const problems: string[] = [];
      if (step.type === "ALL") problems.push(`reads all of ${step.table}`);
      if (/filesort/.test(step.Extra ?? "")) problems.push(`sorts ${step.table} after reading it`);
      if (step.key === null) problems.push(`uses no index on ${step.table}`);
      return problems;
    });
  }
  return (plan as SqlitePlanRow[]).flatMap(({ detail }) => {
    if (/TEMP B-TREE/.test(detail)) return [`sorts after reading: ${detail}`];
    // "SCAN story" alone reads the table's rows in no useful order; "SCAN story USING INDEX …" walks an index in order.
    if (/^SCAN \w+$/.test(detail)) return [`reads a whole table: ${detail}`];
    return [];
  });
}

// Named even when no MySQL is available, so the file always holds a suite and the skip is reported.
describe.runIf(mysqlKinds.length === 0)("catalogue indexes (MySQL/MariaDB)", () => {
  it.skip("need a MySQL or MariaDB server", () => {});
});

describe.each(testDatabaseKinds())("catalogue indexes on $name at 10,000 stories", (kind) => {
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
    await db.query(kind.name === "mysql" ? "ANALYZE TABLE stories, story_player_counts" : "ANALYZE");
    stories = shop.modules.stories.services;
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function explainPageQuery(run: () => Promise<unknown>): Promise<unknown[]> {
    logger.captured = [];
    await run();
    const page = logger.captured.find((query) => query.sql.includes("ORDER BY"));
    if (!page) throw new Error("the page query was not captured");
    return db.query(`${kind.name === "mysql" ? "EXPLAIN" : "EXPLAIN QUERY PLAN"} ${page.sql}`, page.parameters);
  }

  const cases = FILTERS.flatMap(([filterName, filters]) =>
    Object.values(StorySort).map((sort) => ({ name: `${filterName}, sorted by ${sort}`, filters, sort })),
  );

  it.each(cases)("reads $name in index order, first page and cursor page", async ({ filters, sort }) => {
    const first = await stories.list(ctx, { filters, sort, page: 1, limit: 16 });
    if (!first.ok) throw new Error(first.error.message);
    for (const after of [undefined, first.value.endCursor ?? undefined]) {
      const plan = await explainPageQuery(() => stories.list(ctx, { filters, sort, page: 1, limit: 16, after }));
      expect(planProblems(kind.name, plan), JSON.stringify(plan)).toEqual([]);
    }
  });

  const managementCases = Object.values(AdminStorySort).flatMap((sort) => [true, false].map((descending) => ({ sort, descending })));

  it.each(managementCases)("reads Story Management's list by $sort (descending: $descending) in index order, first page and cursor page", async ({ sort, descending }) => {
    const request = { filters: {}, sort, descending, limit: 25 };
    const first = await stories.management.list(ctx, request);
    if (!first.ok) throw new Error(first.error.message);
    for (const after of [undefined, first.value.endCursor ?? undefined]) {
      const plan = await explainPageQuery(() => stories.management.list(ctx, { ...request, after }));
      expect(planProblems(kind.name, plan), JSON.stringify(plan)).toEqual([]);
    }
  });
});
