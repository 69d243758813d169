import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The back office lists orders newest first (all, of one state, of one account, with a line of one kind) and sums
 * revenue by payment and refund date. An account's index gains the id, which SQLite does not add by itself, so that
 * its orders come newest first without a sort. The cursors compare placement times as stored text, so the times the
 * column's default wrote without milliseconds are rewritten with them, as every order is written from now on.
 */
export class IndexOrdersForTheBackOffice1764402100000 implements MigrationInterface {
  name = "IndexOrdersForTheBackOffice1764402100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE \"orders\" SET \"created_at\" = strftime('%Y-%m-%d %H:%M:%f', \"created_at\") WHERE length(\"created_at\") = 19");
    await queryRunner.query("CREATE INDEX \"idx_orders_created\" ON \"orders\" (\"created_at\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_orders_state_created\" ON \"orders\" (\"state\", \"created_at\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_orders_paid\" ON \"orders\" (\"paid_at\")");
    await queryRunner.query("CREATE INDEX \"idx_order_lines_refunded\" ON \"order_lines\" (\"refunded_at\")");
    await queryRunner.query("CREATE INDEX \"idx_order_lines_kind\" ON \"order_lines\" (\"kind\", \"order_id\")");
    await queryRunner.query("DROP INDEX \"idx_orders_user\"");
    await queryRunner.query("CREATE INDEX \"idx_orders_user\" ON \"orders\" (\"user_id\", \"created_at\", \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_orders_user\"");
    await queryRunner.query("CREATE INDEX \"idx_orders_user\" ON \"orders\" (\"user_id\", \"created_at\")");
    await queryRunner.query("DROP INDEX \"idx_order_lines_kind\"");
    await queryRunner.query("DROP INDEX \"idx_order_lines_refunded\"");
    await queryRunner.query("DROP INDEX \"idx_orders_paid\"");
    await queryRunner.query("DROP INDEX \"idx_orders_state_created\"");
    await queryRunner.query("DROP INDEX \"idx_orders_created\"");
  }
}
