import type { MigrationInterface, QueryRunner } from "typeorm";

/** Users, known by their identity provider's issuer and subject, with the admin role. */
export class CreateUsers1763827200000 implements MigrationInterface {
  name = "CreateUsers1763827200000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"auth_issuer\" varchar(255) NOT NULL, \"auth_subject\" varchar(255) NOT NULL, \"email\" varchar(254), \"email_verified\" boolean NOT NULL DEFAULT (0), \"first_name\" varchar(100), \"last_name\" varchar(100), \"is_admin\" boolean NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_identity\" ON \"users\" (\"auth_issuer\", \"auth_subject\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"users\"");
  }
}
