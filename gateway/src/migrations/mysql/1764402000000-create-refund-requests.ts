import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Refund requests: a customer's request for their order's money back, in the operator's queue until decided. The
 * order id compares byte for byte, as `orders.id` does.
 */
export class CreateRefundRequests1764402000000 implements MigrationInterface {
  name = "CreateRefundRequests1764402000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `refund_requests` (`id` int NOT NULL AUTO_INCREMENT, `order_id` varchar(32) COLLATE utf8mb4_bin NOT NULL, `order_number` varchar(20) NOT NULL, `email` varchar(254) NOT NULL, `reason` varchar(500) NOT NULL, `status` varchar(16) NOT NULL, `requested_by` int NULL, `requested_at` datetime(3) NOT NULL, `resolved_by` int NULL, `resolved_at` datetime(3) NULL, `resolution_note` varchar(500) NULL, INDEX `idx_refund_requests_order` (`order_id`, `id`), INDEX `idx_refund_requests_requested` (`requested_at`, `id`), INDEX `idx_refund_requests_queue` (`status`, `requested_at`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `refund_requests`");
  }
}
