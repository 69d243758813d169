import type { MigrationInterface, QueryRunner } from "typeorm";

/** Analytics: the storefront's browser sessions and the events stored for them, indexed for the back office's reports. */
export class CreateAnalytics1764403000000 implements MigrationInterface {
  name = "CreateAnalytics1764403000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE \"analytics_sessions\" (\"id\" varchar(64) PRIMARY KEY NOT NULL, \"visitor_id\" varchar(64) NOT NULL, \"user_id\" integer, \"started_at\" datetime(3) NOT NULL, \"last_seen_at\" datetime(3) NOT NULL, \"landing_path\" varchar(500), \"referrer\" varchar(255), \"page_views\" integer NOT NULL DEFAULT (0), \"events\" integer NOT NULL DEFAULT (0))",
    );
    await queryRunner.query("CREATE INDEX \"idx_analytics_sessions_started\" ON \"analytics_sessions\" (\"started_at\", \"id\")");
    await queryRunner.query(
      "CREATE TABLE \"analytics_events\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"session_id\" varchar(64) NOT NULL, \"event_id\" varchar(64) NOT NULL, \"name\" varchar(40) NOT NULL, \"page\" varchar(100), \"path\" varchar(500), \"story_id\" varchar(64), \"product_id\" varchar(80), \"occurred_at\" datetime(3) NOT NULL, \"received_at\" datetime(3) NOT NULL, \"properties\" text NOT NULL)",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_analytics_events_session_event\" ON \"analytics_events\" (\"session_id\", \"event_id\")");
    await queryRunner.query("CREATE INDEX \"idx_analytics_events_time\" ON \"analytics_events\" (\"occurred_at\")");
    await queryRunner.query("CREATE INDEX \"idx_analytics_events_name_time\" ON \"analytics_events\" (\"name\", \"occurred_at\")");
    await queryRunner.query("CREATE INDEX \"idx_analytics_events_story\" ON \"analytics_events\" (\"story_id\", \"name\", \"occurred_at\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_analytics_events_story\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_events_name_time\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_events_time\"");
    await queryRunner.query("DROP INDEX \"uq_analytics_events_session_event\"");
    await queryRunner.query("DROP TABLE \"analytics_events\"");
    await queryRunner.query("DROP INDEX \"idx_analytics_sessions_started\"");
    await queryRunner.query("DROP TABLE \"analytics_sessions\"");
  }
}
