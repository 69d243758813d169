import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Analytics: the storefront's browser sessions and the events stored for them, indexed for the back office's reports.
 * The browser's ids are compared byte for byte, as on SQLite: two ids differing only in case are two sessions (or
 * two events), never one retried.
 */
export class CreateAnalytics1764403000000 implements MigrationInterface {
  name = "CreateAnalytics1764403000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `analytics_sessions` (`id` varchar(64) COLLATE utf8mb4_bin NOT NULL, `visitor_id` varchar(64) COLLATE utf8mb4_bin NOT NULL, `user_id` int NULL, `started_at` datetime(3) NOT NULL, `last_seen_at` datetime(3) NOT NULL, `landing_path` varchar(500) NULL, `referrer` varchar(255) NULL, `page_views` int NOT NULL DEFAULT '0', `events` int NOT NULL DEFAULT '0', INDEX `idx_analytics_sessions_started` (`started_at`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      "CREATE TABLE `analytics_events` (`id` int NOT NULL AUTO_INCREMENT, `session_id` varchar(64) COLLATE utf8mb4_bin NOT NULL, `event_id` varchar(64) COLLATE utf8mb4_bin NOT NULL, `name` varchar(40) NOT NULL, `page` varchar(100) NULL, `path` varchar(500) NULL, `story_id` varchar(64) NULL, `product_id` varchar(80) NULL, `occurred_at` datetime(3) NOT NULL, `received_at` datetime(3) NOT NULL, `properties` text NOT NULL, UNIQUE INDEX `uq_analytics_events_session_event` (`session_id`, `event_id`), INDEX `idx_analytics_events_time` (`occurred_at`), INDEX `idx_analytics_events_name_time` (`name`, `occurred_at`), INDEX `idx_analytics_events_story` (`story_id`, `name`, `occurred_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `analytics_events`");
    await queryRunner.query("DROP TABLE `analytics_sessions`");
  }
}
