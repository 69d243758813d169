import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The transactional outbox: side effects written with the change that causes them, delivered afterwards by a worker.
 * Binary collation, so two idempotency keys differing only in case or trailing spaces stay two messages, as on SQLite.
 */
export class CreateOutbox1764086400000 implements MigrationInterface {
  name = "CreateOutbox1764086400000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `outbox_messages` (`id` int NOT NULL AUTO_INCREMENT, `topic` varchar(60) NOT NULL, `message_key` varchar(190) NOT NULL, `payload` text NOT NULL, `attempts` int NOT NULL DEFAULT 0, `available_at` datetime(3) NOT NULL, `locked_until` datetime(3) NULL, `delivered_at` datetime(3) NULL, `failed_at` datetime(3) NULL, `last_error` varchar(1000) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_outbox_messages_key` (`message_key`), INDEX `idx_outbox_messages_due` (`delivered_at`, `failed_at`, `available_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `outbox_messages`");
  }
}
