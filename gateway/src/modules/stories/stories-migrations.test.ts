import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { MYSQL_MIGRATIONS } from "../../migrations/mysql";
import { SQLITE_MIGRATIONS } from "../../migrations/sqlite";
import { openDatabase } from "../../platform/database/data-source";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { StoryPlayerCount } from "./story-player-count.entity";
import { Story } from "./story.entity";
import { StoryDifficulty, StoryLength, StoryType } from "./story.enums";

/** MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged. */
const MARIADB_RESTATEMENT = /^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [a-z]+(\(\d+\))? NULL$/;
/** The migration that adds the facets: the catalogue's tables are built by every migration before it. */
const FACETS_MIGRATION = "AddStoryFacets1764400000000";

function migrationsBefore<Migration extends new () => { name?: string }>(list: readonly Migration[]): Migration[] {
  const at = list.findIndex((migration) => new migration().name === FACETS_MIGRATION);
  if (at < 0) throw new Error(`${FACETS_MIGRATION} is not in the migration list`);
  return list.slice(0, at);
}

/** A story row as it was before the facets existed. */
function storyBeforeFacets(id: string, type: StoryType) {
  return {
    id,
    product_id: `kit-${id}`,
    north_america_id: `print-na-${id}`,
    international_id: `print-intl-${id}`,
    title: `Story ${id}`,
    city: "Halifax",
    region: "Canada",
    type,
    context: "low tech",
    short_description: "A short blurb.",
    medium_description: "A medium text.",
    long_description: "A long text.",
    date_added: "2025-06-01 09:00:00",
    price_cents: 1495,
    cover_file: `${id}.webp`,
    thumbnail_file: `${id}-thumb.webp`,
    kit_file: `${id}.pdf`,
  };
}

describe.each(testDatabaseKinds())("the catalogue's facet migrations on $name", (kind) => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await kind.create();
    const before = {
      ...DATABASE_SCHEMA,
      migrations: { sqlite: migrationsBefore(SQLITE_MIGRATIONS), mysql: migrationsBefore(MYSQL_MIGRATIONS) },
    };
    const old = await openDatabase(database.config, before);
    // Raw SQL: the entity describes the table as it is after the migration.
    for (const row of [storyBeforeFacets("old-murder", StoryType.MURDER), storyBeforeFacets("old-theft", StoryType.THEFT), storyBeforeFacets("old-teaser", StoryType.BRAIN_TEASER)]) {
      const columns = Object.keys(row).map((column) => old.driver.escape(column));
      await old.query(`INSERT INTO ${old.driver.escape("stories")} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`, Object.values(row));
    }
    await old.destroy();
    db = await openDatabase(database.config, DATABASE_SCHEMA);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it("build exactly the tables the entities describe", async () => {
    const pending = (await db.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    const concerned = pending.filter((query) => /\b(stories|story_player_counts)\b/.test(query));
    expect(concerned.filter((query) => !MARIADB_RESTATEMENT.test(query))).toEqual([]);
  });

  it("give the stories already there the facets typical of their type, and their player counts", async () => {
    const facets = (await db.getRepository(Story).find({ order: { id: "ASC" } })).map((story) => ({
      id: story.id,
      players: [story.playersMin, story.playersMax, story.playersBest],
      lengthMinutes: story.lengthMinutes,
      length: story.length,
      difficulty: story.difficulty,
    }));
    expect(facets).toEqual([
      { id: "old-murder", players: [2, 6, 4], lengthMinutes: 90, length: StoryLength.MEDIUM, difficulty: StoryDifficulty.MEDIUM },
      { id: "old-teaser", players: [1, 4, 2], lengthMinutes: 60, length: StoryLength.SHORT, difficulty: StoryDifficulty.MEDIUM },
      { id: "old-theft", players: [2, 6, 3], lengthMinutes: 75, length: StoryLength.MEDIUM, difficulty: StoryDifficulty.MEDIUM },
    ]);
    const counts = await db.getRepository(StoryPlayerCount).find({ order: { storyId: "ASC", players: "ASC" } });
    const byStory = (storyId: string) => counts.filter((count) => count.storyId === storyId).map((count) => count.players);
    expect(byStory("old-murder")).toEqual([2, 3, 4, 5, 6]);
    expect(byStory("old-teaser")).toEqual([1, 2, 3, 4]);
    expect(byStory("old-theft")).toEqual([2, 3, 4, 5, 6]);
  });

  it("remove a story's player counts with the story", async () => {
    await db.getRepository(Story).delete({ id: "old-murder" });
    expect(await db.getRepository(StoryPlayerCount).countBy({ storyId: "old-murder" })).toBe(0);
  });
});
