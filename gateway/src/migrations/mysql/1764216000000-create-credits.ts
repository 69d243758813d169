import type { MigrationInterface, QueryRunner } from "typeorm";

/** The credit ledger (grants, spends and which grants each spend drew on), and sponsorships that know their sponsor's account and order line. */
export class CreateCredits1764216000000 implements MigrationInterface {
  name = "CreateCredits1764216000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `credit_grants` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `amount` int NOT NULL, `remaining` int NOT NULL, `source` varchar(16) NOT NULL, `reason` varchar(500) NULL, `story_id` varchar(64) NULL, `grant_key` varchar(160) COLLATE utf8mb4_bin NOT NULL, `acquired_at` datetime(3) NOT NULL, `expires_at` datetime(3) NOT NULL, `reminded_at` datetime(3) NULL, `expired_amount` int NULL, UNIQUE INDEX `uq_credit_grants_key` (`grant_key`), INDEX `idx_credit_grants_story` (`story_id`, `source`), INDEX `idx_credit_grants_expiry` (`expires_at`), INDEX `idx_credit_grants_user_expiry` (`user_id`, `expires_at`), PRIMARY KEY (`id`), CONSTRAINT `chk_credit_grants_remaining` CHECK (`remaining` >= 0 AND `remaining` <= `amount`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      "CREATE TABLE `credit_spends` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `amount` int NOT NULL, `kind` varchar(16) NOT NULL, `reason` varchar(500) NULL, `story_id` varchar(64) NULL, `library_entry_id` int NULL, `spend_key` varchar(160) COLLATE utf8mb4_bin NOT NULL, `created_at` datetime(3) NOT NULL, UNIQUE INDEX `uq_credit_spends_key` (`spend_key`), INDEX `idx_credit_spends_user` (`user_id`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      "CREATE TABLE `credit_allocations` (`spend_id` int NOT NULL, `grant_id` int NOT NULL, `amount` int NOT NULL, INDEX `idx_credit_allocations_grant` (`grant_id`), PRIMARY KEY (`spend_id`, `grant_id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      "ALTER TABLE `credit_allocations` ADD CONSTRAINT `fk_credit_allocations_spend` FOREIGN KEY (`spend_id`) REFERENCES `credit_spends`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION",
    );
    await queryRunner.query(
      "ALTER TABLE `credit_allocations` ADD CONSTRAINT `fk_credit_allocations_grant` FOREIGN KEY (`grant_id`) REFERENCES `credit_grants`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION",
    );
    await queryRunner.query("ALTER TABLE `story_sponsorships` ADD `sponsor_user_id` int NULL, ADD `order_line_id` int NULL");
    await queryRunner.query("CREATE INDEX `idx_story_sponsorships_user` ON `story_sponsorships` (`sponsor_user_id`)");
    await queryRunner.query("CREATE UNIQUE INDEX `uq_story_sponsorships_order_line` ON `story_sponsorships` (`order_line_id`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `uq_story_sponsorships_order_line` ON `story_sponsorships`");
    await queryRunner.query("DROP INDEX `idx_story_sponsorships_user` ON `story_sponsorships`");
    await queryRunner.query("ALTER TABLE `story_sponsorships` DROP COLUMN `order_line_id`, DROP COLUMN `sponsor_user_id`");
    await queryRunner.query("DROP TABLE `credit_allocations`");
    await queryRunner.query("DROP TABLE `credit_spends`");
    await queryRunner.query("DROP TABLE `credit_grants`");
  }
}
