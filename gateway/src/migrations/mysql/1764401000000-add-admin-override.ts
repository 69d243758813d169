import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The operator's grant or revocation of the admin role, over the ADMIN_EMAILS / token policy (NULL: the policy decides),
 * and the indexes User Management searches and locks by: each name and the email by prefix, the admins by their flag.
 */
export class AddAdminOverride1764401000000 implements MigrationInterface {
  name = "AddAdminOverride1764401000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `users` ADD `admin_override` tinyint NULL");
    await queryRunner.query("CREATE INDEX `idx_users_admins` ON `users` (`is_admin`)");
    await queryRunner.query("CREATE INDEX `idx_users_email` ON `users` (`email`)");
    await queryRunner.query("CREATE INDEX `idx_users_first_name` ON `users` (`first_name`)");
    await queryRunner.query("CREATE INDEX `idx_users_last_name` ON `users` (`last_name`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `idx_users_last_name` ON `users`");
    await queryRunner.query("DROP INDEX `idx_users_first_name` ON `users`");
    await queryRunner.query("DROP INDEX `idx_users_email` ON `users`");
    await queryRunner.query("DROP INDEX `idx_users_admins` ON `users`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `admin_override`");
  }
}
