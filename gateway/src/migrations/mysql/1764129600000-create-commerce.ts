import type { MigrationInterface, QueryRunner } from "typeorm";

const TABLE_OPTIONS = "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci";

/**
 * Carts, orders and their lines, and the library of what each customer owns; hard-copy product ids
 * become unique. Order ids and visitor tokens are case-sensitive random strings, and emails (kept
 * lower-cased) must match exactly as on SQLite, where é is not e: binary collation for all of them.
 */
export class CreateCommerce1764129600000 implements MigrationInterface {
  name = "CreateCommerce1764129600000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `stories` ADD UNIQUE INDEX `uq_stories_north_america_id` (`north_america_id`), ADD UNIQUE INDEX `uq_stories_international_id` (`international_id`)");
    await queryRunner.query(
      `CREATE TABLE \`carts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NULL, \`visitor_token\` varchar(64) COLLATE utf8mb4_bin NULL, \`email\` varchar(254) COLLATE utf8mb4_bin NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_carts_user\` (\`user_id\`), UNIQUE INDEX \`uq_carts_visitor_token\` (\`visitor_token\`), PRIMARY KEY (\`id\`)) ${TABLE_OPTIONS}`,
    );
    await queryRunner.query(
      `CREATE TABLE \`cart_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`cart_id\` int NOT NULL, \`product_id\` varchar(80) NOT NULL, \`details\` text NULL, \`added_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_cart_items_product\` (\`cart_id\`, \`product_id\`), PRIMARY KEY (\`id\`), CONSTRAINT \`fk_cart_items_cart\` FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION) ${TABLE_OPTIONS}`,
    );
    await queryRunner.query(
      `CREATE TABLE \`orders\` (\`id\` varchar(32) COLLATE utf8mb4_bin NOT NULL, \`number\` varchar(20) NOT NULL, \`user_id\` int NULL, \`email\` varchar(254) COLLATE utf8mb4_bin NOT NULL, \`customer_name\` varchar(120) NULL, \`state\` varchar(16) NOT NULL, \`total_cents\` int NOT NULL, \`refunded_cents\` int NOT NULL DEFAULT 0, \`currency\` varchar(3) NOT NULL, \`provider\` varchar(16) NOT NULL, \`checkout_session_id\` varchar(255) NULL, \`payment_id\` varchar(255) COLLATE utf8mb4_bin NULL, \`cart_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`paid_at\` datetime NULL, \`fulfilled_at\` datetime NULL, \`cancelled_at\` datetime NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_orders_number\` (\`number\`), UNIQUE INDEX \`uq_orders_payment\` (\`payment_id\`), INDEX \`idx_orders_cart\` (\`cart_id\`, \`state\`), INDEX \`idx_orders_state\` (\`state\`, \`paid_at\`), INDEX \`idx_orders_email\` (\`email\`, \`user_id\`), INDEX \`idx_orders_user\` (\`user_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ${TABLE_OPTIONS}`,
    );
    await queryRunner.query(
      `CREATE TABLE \`order_lines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` varchar(32) COLLATE utf8mb4_bin NOT NULL, \`product_id\` varchar(80) NOT NULL, \`kind\` varchar(16) NOT NULL, \`story_id\` varchar(64) NULL, \`title\` varchar(200) NOT NULL, \`image_url\` varchar(300) NULL, \`unit_price_cents\` int NOT NULL, \`quantity\` int NOT NULL DEFAULT 1, \`details\` text NULL, \`state\` varchar(16) NOT NULL, \`library_entry_id\` int NULL, \`refunded_at\` datetime NULL, \`refund_reason\` varchar(500) NULL, INDEX \`idx_order_lines_story\` (\`story_id\`, \`state\`), INDEX \`idx_order_lines_order\` (\`order_id\`), PRIMARY KEY (\`id\`), CONSTRAINT \`fk_order_lines_order\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION) ${TABLE_OPTIONS}`,
    );
    await queryRunner.query(
      `CREATE TABLE \`library_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`story_id\` varchar(64) NOT NULL, \`user_id\` int NULL, \`email\` varchar(254) COLLATE utf8mb4_bin NULL, \`owner_key\` varchar(280) COLLATE utf8mb4_bin NOT NULL, \`active_owner_key\` varchar(280) COLLATE utf8mb4_bin NULL, \`order_line_id\` int NULL, \`purchase_type\` varchar(16) NOT NULL, \`holder_name\` varchar(120) NOT NULL, \`reference\` varchar(40) NOT NULL, \`acquired_at\` datetime NOT NULL, \`revoked_at\` datetime NULL, \`case_file\` varchar(160) NULL, UNIQUE INDEX \`uq_library_entries_order_line\` (\`order_line_id\`), INDEX \`idx_library_entries_email\` (\`email\`, \`user_id\`), INDEX \`idx_library_entries_user\` (\`user_id\`, \`acquired_at\`), UNIQUE INDEX \`uq_library_entries_active_owner\` (\`story_id\`, \`active_owner_key\`), PRIMARY KEY (\`id\`), CONSTRAINT \`fk_library_entries_story\` FOREIGN KEY (\`story_id\`) REFERENCES \`stories\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION) ${TABLE_OPTIONS}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `library_entries`");
    await queryRunner.query("DROP TABLE `order_lines`");
    await queryRunner.query("DROP TABLE `orders`");
    await queryRunner.query("DROP TABLE `cart_items`");
    await queryRunner.query("DROP TABLE `carts`");
    await queryRunner.query("ALTER TABLE `stories` DROP INDEX `uq_stories_international_id`, DROP INDEX `uq_stories_north_america_id`");
  }
}
