import type { MigrationInterface, QueryRunner } from "typeorm";

/** The credit ledger (grants, spends and which grants each spend drew on), and sponsorships that know their sponsor's account and order line. */
export class CreateCredits1764216000000 implements MigrationInterface {
  name = "CreateCredits1764216000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE \"credit_grants\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"amount\" integer NOT NULL, \"remaining\" integer NOT NULL, \"source\" varchar(16) NOT NULL, \"reason\" varchar(500), \"story_id\" varchar(64), \"grant_key\" varchar(160) NOT NULL, \"acquired_at\" datetime(3) NOT NULL, \"expires_at\" datetime(3) NOT NULL, \"reminded_at\" datetime(3), \"expired_amount\" integer, CONSTRAINT \"chk_credit_grants_remaining\" CHECK (remaining >= 0 AND remaining <= amount))",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_credit_grants_key\" ON \"credit_grants\" (\"grant_key\")");
    await queryRunner.query("CREATE INDEX \"idx_credit_grants_story\" ON \"credit_grants\" (\"story_id\", \"source\")");
    await queryRunner.query("CREATE INDEX \"idx_credit_grants_expiry\" ON \"credit_grants\" (\"expires_at\")");
    await queryRunner.query("CREATE INDEX \"idx_credit_grants_user_expiry\" ON \"credit_grants\" (\"user_id\", \"expires_at\")");
    await queryRunner.query(
      "CREATE TABLE \"credit_spends\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"amount\" integer NOT NULL, \"kind\" varchar(16) NOT NULL, \"reason\" varchar(500), \"story_id\" varchar(64), \"library_entry_id\" integer, \"spend_key\" varchar(160) NOT NULL, \"created_at\" datetime(3) NOT NULL)",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_credit_spends_key\" ON \"credit_spends\" (\"spend_key\")");
    await queryRunner.query("CREATE INDEX \"idx_credit_spends_user\" ON \"credit_spends\" (\"user_id\", \"created_at\")");
    await queryRunner.query(
      "CREATE TABLE \"credit_allocations\" (\"spend_id\" integer NOT NULL, \"grant_id\" integer NOT NULL, \"amount\" integer NOT NULL, CONSTRAINT \"fk_credit_allocations_spend\" FOREIGN KEY (\"spend_id\") REFERENCES \"credit_spends\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"fk_credit_allocations_grant\" FOREIGN KEY (\"grant_id\") REFERENCES \"credit_grants\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, PRIMARY KEY (\"spend_id\", \"grant_id\"))",
    );
    await queryRunner.query("CREATE INDEX \"idx_credit_allocations_grant\" ON \"credit_allocations\" (\"grant_id\")");
    await queryRunner.query("ALTER TABLE \"story_sponsorships\" ADD COLUMN \"sponsor_user_id\" integer");
    await queryRunner.query("ALTER TABLE \"story_sponsorships\" ADD COLUMN \"order_line_id\" integer");
    await queryRunner.query("CREATE INDEX \"idx_story_sponsorships_user\" ON \"story_sponsorships\" (\"sponsor_user_id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_story_sponsorships_order_line\" ON \"story_sponsorships\" (\"order_line_id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"uq_story_sponsorships_order_line\"");
    await queryRunner.query("DROP INDEX \"idx_story_sponsorships_user\"");
    await queryRunner.query("ALTER TABLE \"story_sponsorships\" DROP COLUMN \"order_line_id\"");
    await queryRunner.query("ALTER TABLE \"story_sponsorships\" DROP COLUMN \"sponsor_user_id\"");
    await queryRunner.query("DROP TABLE \"credit_allocations\"");
    await queryRunner.query("DROP TABLE \"credit_spends\"");
    await queryRunner.query("DROP TABLE \"credit_grants\"");
  }
}
