import type { MigrationInterface, QueryRunner } from "typeorm";

/** The transactional outbox: side effects written with the change that causes them, delivered afterwards by a worker. */
export class CreateOutbox1764086400000 implements MigrationInterface {
  name = "CreateOutbox1764086400000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"outbox_messages\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"topic\" varchar(60) NOT NULL, \"message_key\" varchar(190) NOT NULL, \"payload\" text NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"available_at\" datetime(3) NOT NULL, \"locked_until\" datetime(3), \"delivered_at\" datetime(3), \"failed_at\" datetime(3), \"last_error\" varchar(1000), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_outbox_messages_key\" ON \"outbox_messages\" (\"message_key\")");
    await queryRunner.query("CREATE INDEX \"idx_outbox_messages_due\" ON \"outbox_messages\" (\"delivered_at\", \"failed_at\", \"available_at\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"outbox_messages\"");
  }
}
