import type { MigrationInterface, QueryRunner } from "typeorm";

/** The numbers 1 to 20, the player counts a story can be played by. */
const PLAYER_NUMBERS = Array.from({ length: 20 }, (_unused, index) => `SELECT ${index + 1} AS players`).join(" UNION ALL ");

const FACET_COLUMNS = [
  "\"players_min\" smallint NOT NULL DEFAULT (1)",
  "\"players_max\" smallint NOT NULL DEFAULT (8)",
  "\"players_best\" smallint NOT NULL DEFAULT (4)",
  "\"length_minutes\" smallint NOT NULL DEFAULT (90)",
  "\"length_band\" varchar(10) NOT NULL DEFAULT ('medium')",
  "\"difficulty\" varchar(10) NOT NULL DEFAULT ('medium')",
];

/**
 * Game-night facets: players (fewest, most, best), length in minutes with its band, and difficulty, each filter
 * indexed as the others are; the players filter through a table of each story's player counts. Stories already in
 * the catalogue get the values typical of their type in the shop's own catalogue (brain teasers short and for few,
 * murders the longest), which the operator then refines. Columns are added in place: rebuilding `stories` would
 * cascade-delete its sponsorships and search words.
 */
export class AddStoryFacets1764400000000 implements MigrationInterface {
  name = "AddStoryFacets1764400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of FACET_COLUMNS) await queryRunner.query(`ALTER TABLE "stories" ADD COLUMN ${column}`);
    await queryRunner.query(
      "UPDATE \"stories\" SET \"players_min\" = CASE \"type\" WHEN 'brain teaser' THEN 1 ELSE 2 END, \"players_max\" = CASE \"type\" WHEN 'brain teaser' THEN 4 ELSE 6 END, \"players_best\" = CASE \"type\" WHEN 'murder' THEN 4 WHEN 'theft' THEN 3 ELSE 2 END, \"length_minutes\" = CASE \"type\" WHEN 'murder' THEN 90 WHEN 'theft' THEN 75 ELSE 60 END, \"length_band\" = CASE \"type\" WHEN 'brain teaser' THEN 'short' ELSE 'medium' END",
    );
    await queryRunner.query("CREATE INDEX \"idx_stories_length_downloads\" ON \"stories\" (\"length_band\", \"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_length_date\" ON \"stories\" (\"length_band\", \"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_length_title\" ON \"stories\" (\"length_band\", \"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_length_type\" ON \"stories\" (\"length_band\", \"type\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_difficulty_downloads\" ON \"stories\" (\"difficulty\", \"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_difficulty_date\" ON \"stories\" (\"difficulty\", \"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_difficulty_title\" ON \"stories\" (\"difficulty\", \"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_difficulty_type\" ON \"stories\" (\"difficulty\", \"type\", \"id\")");
    await queryRunner.query(
      "CREATE TABLE \"story_player_counts\" (\"players\" smallint NOT NULL, \"story_id\" varchar(64) NOT NULL, CONSTRAINT \"fk_story_player_counts_story\" FOREIGN KEY (\"story_id\") REFERENCES \"stories\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY (\"players\", \"story_id\"))",
    );
    await queryRunner.query("CREATE INDEX \"idx_story_player_counts_story\" ON \"story_player_counts\" (\"story_id\")");
    await queryRunner.query(
      `INSERT INTO "story_player_counts" ("players", "story_id") SELECT counts.players, stories.id FROM "stories" stories JOIN (${PLAYER_NUMBERS}) counts ON counts.players BETWEEN stories.players_min AND stories.players_max`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_story_player_counts_story\"");
    await queryRunner.query("DROP TABLE \"story_player_counts\"");
    for (const index of ["length_downloads", "length_date", "length_title", "length_type", "difficulty_downloads", "difficulty_date", "difficulty_title", "difficulty_type"]) {
      await queryRunner.query(`DROP INDEX "idx_stories_${index}"`);
    }
    for (const column of ["difficulty", "length_band", "length_minutes", "players_best", "players_max", "players_min"]) {
      await queryRunner.query(`ALTER TABLE "stories" DROP COLUMN "${column}"`);
    }
  }
}
