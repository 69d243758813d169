import type { MigrationInterface, QueryRunner } from "typeorm";

/** The embedded identity provider: its accounts, and its sessions, grants, tokens and keys. */
export class CreateIdentity1763913600000 implements MigrationInterface {
  name = "CreateIdentity1763913600000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"identity_accounts\" (\"id\" varchar(64) PRIMARY KEY NOT NULL, \"email\" varchar(254) NOT NULL, \"password_hash\" varchar(200) NOT NULL, \"email_verified\" boolean NOT NULL DEFAULT (0), \"given_name\" varchar(100), \"family_name\" varchar(100), \"email_token_hash\" varchar(64), \"email_token_purpose\" varchar(20), \"email_token_expires_at\" datetime, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_identity_accounts_email\" ON \"identity_accounts\" (\"email\")");
    await queryRunner.query("CREATE INDEX \"idx_identity_accounts_email_token\" ON \"identity_accounts\" (\"email_token_hash\")");
    await queryRunner.query("CREATE TABLE \"identity_records\" (\"model\" varchar(40) NOT NULL, \"id\" varchar(255) NOT NULL, \"payload\" text NOT NULL, \"grant_id\" varchar(255), \"uid\" varchar(255), \"user_code\" varchar(255), \"expires_at\" datetime, \"consumed_at\" datetime, PRIMARY KEY (\"model\", \"id\"))");
    await queryRunner.query("CREATE INDEX \"idx_identity_records_user_code\" ON \"identity_records\" (\"user_code\")");
    await queryRunner.query("CREATE INDEX \"idx_identity_records_uid\" ON \"identity_records\" (\"uid\")");
    await queryRunner.query("CREATE INDEX \"idx_identity_records_grant\" ON \"identity_records\" (\"grant_id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"identity_records\"");
    await queryRunner.query("DROP TABLE \"identity_accounts\"");
  }
}
