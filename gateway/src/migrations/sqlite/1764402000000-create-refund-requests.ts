import type { MigrationInterface, QueryRunner } from "typeorm";

/** Refund requests: a customer's request for their order's money back, in the operator's queue until decided. */
export class CreateRefundRequests1764402000000 implements MigrationInterface {
  name = "CreateRefundRequests1764402000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE \"refund_requests\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"order_id\" varchar(32) NOT NULL, \"order_number\" varchar(20) NOT NULL, \"email\" varchar(254) NOT NULL, \"reason\" varchar(500) NOT NULL, \"status\" varchar(16) NOT NULL, \"requested_by\" integer, \"requested_at\" datetime(3) NOT NULL, \"resolved_by\" integer, \"resolved_at\" datetime(3), \"resolution_note\" varchar(500))",
    );
    await queryRunner.query("CREATE INDEX \"idx_refund_requests_order\" ON \"refund_requests\" (\"order_id\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_refund_requests_requested\" ON \"refund_requests\" (\"requested_at\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_refund_requests_queue\" ON \"refund_requests\" (\"status\", \"requested_at\", \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_refund_requests_queue\"");
    await queryRunner.query("DROP INDEX \"idx_refund_requests_requested\"");
    await queryRunner.query("DROP INDEX \"idx_refund_requests_order\"");
    await queryRunner.query("DROP TABLE \"refund_requests\"");
  }
}
