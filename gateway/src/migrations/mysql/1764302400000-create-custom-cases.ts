import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Custom cases: the brief of each paid Mystery Creator line, its owner, and its production state. The owner's
 * email (kept lower-cased) must match exactly as on SQLite, where é is not e: binary collation, as `orders.email`.
 */
export class CreateCustomCases1764302400000 implements MigrationInterface {
  name = "CreateCustomCases1764302400000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `custom_cases` (`id` int NOT NULL AUTO_INCREMENT, `order_line_id` int NOT NULL, `order_id` varchar(32) NOT NULL, `order_number` varchar(20) NOT NULL, `user_id` int NULL, `email` varchar(254) COLLATE utf8mb4_bin NOT NULL, `brief_email` varchar(254) NOT NULL, `date_required` varchar(10) NOT NULL, `source` varchar(16) NOT NULL, `city` varchar(100) NOT NULL, `location` varchar(200) NULL, `suspects` text NOT NULL, `status` varchar(16) NOT NULL, `case_file` varchar(120) NULL, `case_file_uploaded_at` datetime(3) NULL, `ordered_at` datetime(3) NOT NULL, `writing_at` datetime(3) NULL, `delivered_at` datetime(3) NULL, `cancelled_at` datetime(3) NULL, UNIQUE INDEX `uq_custom_cases_order_line` (`order_line_id`), INDEX `idx_custom_cases_email` (`email`), INDEX `idx_custom_cases_user` (`user_id`), INDEX `idx_custom_cases_ordered` (`ordered_at`, `id`), INDEX `idx_custom_cases_queue` (`status`, `ordered_at`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `custom_cases`");
  }
}
