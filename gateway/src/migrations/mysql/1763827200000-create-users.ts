import type { MigrationInterface, QueryRunner } from "typeorm";

/** Users, known by their identity provider's issuer and subject, with the admin role. */
export class CreateUsers1763827200000 implements MigrationInterface {
  name = "CreateUsers1763827200000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `auth_issuer` varchar(255) NOT NULL, `auth_subject` varchar(255) NOT NULL, `email` varchar(254) NULL, `email_verified` tinyint NOT NULL DEFAULT 0, `first_name` varchar(100) NULL, `last_name` varchar(100) NULL, `is_admin` tinyint NOT NULL DEFAULT 0, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `uq_users_identity` (`auth_issuer`, `auth_subject`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `users`");
  }
}
