import type { MigrationInterface, QueryRunner } from "typeorm";

/** The catalogue: stories with an index per filter and sort, their search terms, and one sponsorship per story. */
export class CreateCatalogue1763740800000 implements MigrationInterface {
  name = "CreateCatalogue1763740800000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"stories\" (\"id\" varchar(64) PRIMARY KEY NOT NULL, \"product_id\" varchar(64) NOT NULL, \"title\" varchar(160) COLLATE NOCASE NOT NULL, \"city\" varchar(80) NOT NULL, \"region\" varchar(20) NOT NULL, \"type\" varchar(20) NOT NULL, \"context\" varchar(20) NOT NULL, \"short_description\" varchar(280) NOT NULL, \"medium_description\" text NOT NULL, \"long_description\" text NOT NULL, \"video_url\" varchar(500), \"is_available\" boolean NOT NULL DEFAULT (1), \"is_sponsored\" boolean NOT NULL DEFAULT (0), \"is_featured\" boolean NOT NULL DEFAULT (0), \"downloads\" integer NOT NULL DEFAULT (0), \"date_added\" datetime NOT NULL, \"north_america_id\" varchar(64) NOT NULL, \"international_id\" varchar(64) NOT NULL, \"price_cents\" integer NOT NULL, \"cover_file\" varchar(120) NOT NULL, \"thumbnail_file\" varchar(120) NOT NULL, \"kit_file\" varchar(120) NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_stories_product_id\" ON \"stories\" (\"product_id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_downloads\" ON \"stories\" (\"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_date\" ON \"stories\" (\"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_title\" ON \"stories\" (\"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_type\" ON \"stories\" (\"type\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_type_downloads\" ON \"stories\" (\"type\", \"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_type_date\" ON \"stories\" (\"type\", \"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_type_title\" ON \"stories\" (\"type\", \"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_region_downloads\" ON \"stories\" (\"region\", \"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_region_date\" ON \"stories\" (\"region\", \"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_region_title\" ON \"stories\" (\"region\", \"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_region_type\" ON \"stories\" (\"region\", \"type\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_context_downloads\" ON \"stories\" (\"context\", \"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_context_date\" ON \"stories\" (\"context\", \"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_context_title\" ON \"stories\" (\"context\", \"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_context_type\" ON \"stories\" (\"context\", \"type\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_sponsored_downloads\" ON \"stories\" (\"is_sponsored\", \"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_sponsored_date\" ON \"stories\" (\"is_sponsored\", \"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_sponsored_title\" ON \"stories\" (\"is_sponsored\", \"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_sponsored_type\" ON \"stories\" (\"is_sponsored\", \"type\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_featured_downloads\" ON \"stories\" (\"is_featured\", \"downloads\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_featured_date\" ON \"stories\" (\"is_featured\", \"date_added\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_featured_title\" ON \"stories\" (\"is_featured\", \"title\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_stories_featured_type\" ON \"stories\" (\"is_featured\", \"type\", \"id\")");
    await queryRunner.query("CREATE TABLE \"story_sponsorships\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"story_id\" varchar(64) NOT NULL, \"sponsor_name\" varchar(120) NOT NULL, \"sponsored_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"fk_story_sponsorships_story\" FOREIGN KEY (\"story_id\") REFERENCES \"stories\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_story_sponsorships_story\" ON \"story_sponsorships\" (\"story_id\")");
    await queryRunner.query("CREATE TABLE \"story_search_terms\" (\"term\" varchar(40) NOT NULL, \"story_id\" varchar(64) NOT NULL, PRIMARY KEY (\"term\", \"story_id\"), CONSTRAINT \"fk_story_search_terms_story\" FOREIGN KEY (\"story_id\") REFERENCES \"stories\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"idx_story_search_terms_story\" ON \"story_search_terms\" (\"story_id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"story_sponsorships\"");
    await queryRunner.query("DROP TABLE \"story_search_terms\"");
    await queryRunner.query("DROP TABLE \"stories\"");
  }
}
