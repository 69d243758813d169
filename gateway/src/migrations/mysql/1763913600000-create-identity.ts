import type { MigrationInterface, QueryRunner } from "typeorm";

/** The embedded identity provider: its accounts, and its sessions, grants, tokens and keys. */
export class CreateIdentity1763913600000 implements MigrationInterface {
  name = "CreateIdentity1763913600000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `identity_accounts` (`id` varchar(64) NOT NULL, `email` varchar(254) NOT NULL, `password_hash` varchar(200) NOT NULL, `email_verified` tinyint NOT NULL DEFAULT 0, `given_name` varchar(100) NULL, `family_name` varchar(100) NULL, `email_token_hash` varchar(64) NULL, `email_token_purpose` varchar(20) NULL, `email_token_expires_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_identity_accounts_email` (`email`), INDEX `idx_identity_accounts_email_token` (`email_token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
    await queryRunner.query("CREATE TABLE `identity_records` (`model` varchar(40) NOT NULL, `id` varchar(255) NOT NULL, `payload` mediumtext NOT NULL, `grant_id` varchar(255) NULL, `uid` varchar(255) NULL, `user_code` varchar(255) NULL, `expires_at` datetime NULL, `consumed_at` datetime NULL, INDEX `idx_identity_records_user_code` (`user_code`), INDEX `idx_identity_records_uid` (`uid`), INDEX `idx_identity_records_grant` (`grant_id`), PRIMARY KEY (`model`, `id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `identity_records`");
    await queryRunner.query("DROP TABLE `identity_accounts`");
  }
}
