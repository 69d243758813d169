import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { openDatabase } from "../../platform/database/data-source";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { AnalyticsEvent } from "./analytics-event.entity";
import { AnalyticsSession } from "./analytics-session.entity";

/** MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged. */
const MARIADB_RESTATEMENT = /^ALTER TABLE `analytics_(sessions|events)` CHANGE `(\w+)` `\2` [a-z]+(\(\d+\))? NULL$/;
/** …and it lists a several-column index led by a nullable column it has just built as missing; the index is there (checked below). */
const MARIADB_INDEX_RESTATEMENT = /^(DROP INDEX `idx_analytics_events_story` ON `analytics_events`|CREATE INDEX `idx_analytics_events_story` ON `analytics_events` \(`story_id`, `name`, `occurred_at`\))$/;

function event(sessionId: string, eventId: string): Omit<AnalyticsEvent, "id"> {
  const at = new Date("2026-11-24T10:00:00.000Z");
  return { sessionId, eventId, name: "Page View", page: "Home", path: "/", storyId: null, productId: null, occurredAt: at, receivedAt: at, properties: "{}" };
}

describe.each(testDatabaseKinds())("the analytics tables' migration on $name", (kind) => {
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

  it("builds exactly the tables the entities describe", async () => {
    const pending = (await db.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    const concerned = pending.filter((query) => /\banalytics_(sessions|events)\b/.test(query));
    expect(concerned.filter((query) => !MARIADB_RESTATEMENT.test(query) && !MARIADB_INDEX_RESTATEMENT.test(query))).toEqual([]);
  });

  it("indexes the reports' reads: by time, by name and time, by story, name and time; sessions by start", async () => {
    const runner = db.createQueryRunner();
    const [events, sessions] = await Promise.all([runner.getTable("analytics_events"), runner.getTable("analytics_sessions")]).finally(() => runner.release());
    expect(events?.indices.map((index) => [index.name, index.columnNames, index.isUnique])).toEqual(
      expect.arrayContaining([
        ["uq_analytics_events_session_event", ["session_id", "event_id"], true],
        ["idx_analytics_events_time", ["occurred_at"], false],
        ["idx_analytics_events_name_time", ["name", "occurred_at"], false],
        ["idx_analytics_events_story", ["story_id", "name", "occurred_at"], false],
      ]),
    );
    expect(sessions?.indices.map((index) => [index.name, index.columnNames, index.isUnique])).toEqual(
      expect.arrayContaining([["idx_analytics_sessions_started", ["started_at", "id"], false]]),
    );
  });

  it.runIf(kind.name === "mysql")("compares the browser's ids byte for byte, as SQLite does", async () => {
    // The schema diff above ignores collations, so they are checked on their own.
    const runner = db.createQueryRunner();
    const [events, sessions] = await Promise.all([runner.getTable("analytics_events"), runner.getTable("analytics_sessions")]).finally(() => runner.release());
    expect(["session_id", "event_id"].map((column) => events?.findColumnByName(column)?.collation)).toEqual(["utf8mb4_bin", "utf8mb4_bin"]);
    expect(["id", "visitor_id"].map((column) => sessions?.findColumnByName(column)?.collation)).toEqual(["utf8mb4_bin", "utf8mb4_bin"]);
  });

  it("keeps one event per session and event id; ids differing in case are different", async () => {
    const events = db.getRepository(AnalyticsEvent);
    await events.insert(event("session-aaaaaaaaaaaa", "event-0001"));
    await expect(events.insert(event("session-aaaaaaaaaaaa", "event-0001"))).rejects.toThrow(/uq_analytics_events_session_event|UNIQUE constraint|Duplicate entry/i);
    await expect(events.insert(event("session-aaaaaaaaaaaa", "EVENT-0001"))).resolves.toBeDefined();
    await expect(events.insert(event("session-bbbbbbbbbbbb", "event-0001"))).resolves.toBeDefined();
  });

  it("keeps a session's counts at zero until events are stored", async () => {
    const at = new Date("2026-11-24T10:00:00.000Z");
    await db.getRepository(AnalyticsSession).insert({ id: "session-cccccccccccc", visitorId: "visitor-cccccccccccc", startedAt: at, lastSeenAt: at });
    expect(await db.getRepository(AnalyticsSession).findOneByOrFail({ id: "session-cccccccccccc" })).toMatchObject({ pageViews: 0, events: 0, userId: null, landingPath: null });
  });
});
