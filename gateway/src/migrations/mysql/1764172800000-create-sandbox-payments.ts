import type { MigrationInterface, QueryRunner } from "typeorm";

/** The sandbox payment provider's hosted checkout sessions. */
export class CreateSandboxPayments1764172800000 implements MigrationInterface {
  name = "CreateSandboxPayments1764172800000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `sandbox_checkout_sessions` (`id` varchar(64) NOT NULL, `order_id` varchar(64) NOT NULL, `order_number` varchar(64) NOT NULL, `email` varchar(254) NOT NULL, `currency` varchar(3) NOT NULL, `lines` text NOT NULL, `total_cents` int NOT NULL, `success_url` varchar(500) NOT NULL, `cancel_url` varchar(500) NOT NULL, `state` varchar(10) NOT NULL DEFAULT 'open', `payment_id` varchar(64) NULL, `customer_name` varchar(100) NULL, `refunded_cents` int NOT NULL DEFAULT 0, `refunds` text NOT NULL, `created_at` datetime NOT NULL, `paid_at` datetime NULL, UNIQUE INDEX `uq_sandbox_checkout_sessions_payment` (`payment_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `sandbox_checkout_sessions`");
  }
}
