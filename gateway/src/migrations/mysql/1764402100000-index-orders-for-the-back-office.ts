import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The back office lists orders newest first (all, of one state, of one account, with a line of one kind) and sums
 * revenue by payment and refund date.
 */
export class IndexOrdersForTheBackOffice1764402100000 implements MigrationInterface {
  name = "IndexOrdersForTheBackOffice1764402100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE `orders` ADD INDEX `idx_orders_created` (`created_at`, `id`), ADD INDEX `idx_orders_state_created` (`state`, `created_at`, `id`), ADD INDEX `idx_orders_paid` (`paid_at`)",
    );
    await queryRunner.query("ALTER TABLE `order_lines` ADD INDEX `idx_order_lines_refunded` (`refunded_at`), ADD INDEX `idx_order_lines_kind` (`kind`, `order_id`)");
    await queryRunner.query("ALTER TABLE `orders` DROP INDEX `idx_orders_user`, ADD INDEX `idx_orders_user` (`user_id`, `created_at`, `id`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `orders` DROP INDEX `idx_orders_user`, ADD INDEX `idx_orders_user` (`user_id`, `created_at`)");
    await queryRunner.query("ALTER TABLE `order_lines` DROP INDEX `idx_order_lines_kind`, DROP INDEX `idx_order_lines_refunded`");
    await queryRunner.query("ALTER TABLE `orders` DROP INDEX `idx_orders_paid`, DROP INDEX `idx_orders_state_created`, DROP INDEX `idx_orders_created`");
  }
}
