import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Printed hard copies: one shipment per paid order line, with its address, in the operator's queue. The owner's
 * email (kept lower-cased) must match exactly as on SQLite, where é is not e: binary collation, as `orders.email`.
 */
export class CreateShipments1764259200000 implements MigrationInterface {
  name = "CreateShipments1764259200000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `shipments` (`id` int NOT NULL AUTO_INCREMENT, `order_line_id` int NOT NULL, `order_id` varchar(32) NOT NULL, `order_number` varchar(20) NOT NULL, `user_id` int NULL, `email` varchar(254) COLLATE utf8mb4_bin NOT NULL, `story_id` varchar(64) NOT NULL, `title` varchar(200) NOT NULL, `region` varchar(16) NOT NULL, `full_name` varchar(100) NOT NULL, `address_email` varchar(254) NOT NULL, `street` varchar(200) NOT NULL, `city` varchar(100) NOT NULL, `state` varchar(100) NOT NULL, `postal_code` varchar(20) NOT NULL, `country` varchar(60) NOT NULL, `phone` varchar(30) NULL, `status` varchar(16) NOT NULL, `carrier` varchar(60) NULL, `tracking_number` varchar(60) NULL, `ordered_at` datetime(3) NOT NULL, `shipped_at` datetime(3) NULL, `cancelled_at` datetime(3) NULL, `created_at` datetime(3) NOT NULL, UNIQUE INDEX `uq_shipments_order_line` (`order_line_id`), INDEX `idx_shipments_queue` (`status`, `ordered_at`, `id`), INDEX `idx_shipments_ordered` (`ordered_at`, `id`), INDEX `idx_shipments_user` (`user_id`), INDEX `idx_shipments_email` (`email`, `user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `shipments`");
  }
}
