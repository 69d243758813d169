import type { MigrationInterface, QueryRunner } from "typeorm";

/** Printed hard copies: one shipment per paid order line, with its address, in the operator's queue. */
export class CreateShipments1764259200000 implements MigrationInterface {
  name = "CreateShipments1764259200000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE \"shipments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"order_line_id\" integer NOT NULL, \"order_id\" varchar(32) NOT NULL, \"order_number\" varchar(20) NOT NULL, \"user_id\" integer, \"email\" varchar(254) NOT NULL, \"story_id\" varchar(64) NOT NULL, \"title\" varchar(200) NOT NULL, \"region\" varchar(16) NOT NULL, \"full_name\" varchar(100) NOT NULL, \"address_email\" varchar(254) NOT NULL, \"street\" varchar(200) NOT NULL, \"city\" varchar(100) NOT NULL, \"state\" varchar(100) NOT NULL, \"postal_code\" varchar(20) NOT NULL, \"country\" varchar(60) NOT NULL, \"phone\" varchar(30), \"status\" varchar(16) NOT NULL, \"carrier\" varchar(60), \"tracking_number\" varchar(60), \"ordered_at\" datetime(3) NOT NULL, \"shipped_at\" datetime(3), \"cancelled_at\" datetime(3), \"created_at\" datetime(3) NOT NULL)",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_shipments_order_line\" ON \"shipments\" (\"order_line_id\")");
    await queryRunner.query("CREATE INDEX \"idx_shipments_queue\" ON \"shipments\" (\"status\", \"ordered_at\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_shipments_ordered\" ON \"shipments\" (\"ordered_at\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_shipments_user\" ON \"shipments\" (\"user_id\")");
    await queryRunner.query("CREATE INDEX \"idx_shipments_email\" ON \"shipments\" (\"email\", \"user_id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_shipments_email\"");
    await queryRunner.query("DROP INDEX \"idx_shipments_user\"");
    await queryRunner.query("DROP INDEX \"idx_shipments_ordered\"");
    await queryRunner.query("DROP INDEX \"idx_shipments_queue\"");
    await queryRunner.query("DROP INDEX \"uq_shipments_order_line\"");
    await queryRunner.query("DROP TABLE \"shipments\"");
  }
}
