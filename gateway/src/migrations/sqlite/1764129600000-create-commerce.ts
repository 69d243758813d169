import type { MigrationInterface, QueryRunner } from "typeorm";

/** Carts, orders and their lines, and the library of what each customer owns; hard-copy product ids become unique. */
export class CreateCommerce1764129600000 implements MigrationInterface {
  name = "CreateCommerce1764129600000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_stories_north_america_id\" ON \"stories\" (\"north_america_id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_stories_international_id\" ON \"stories\" (\"international_id\")");
    await queryRunner.query(
      "CREATE TABLE \"carts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer, \"visitor_token\" varchar(64), \"email\" varchar(254), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')))",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_carts_user\" ON \"carts\" (\"user_id\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_carts_visitor_token\" ON \"carts\" (\"visitor_token\")");
    await queryRunner.query(
      "CREATE TABLE \"cart_items\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"cart_id\" integer NOT NULL, \"product_id\" varchar(80) NOT NULL, \"details\" text, \"added_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"fk_cart_items_cart\" FOREIGN KEY (\"cart_id\") REFERENCES \"carts\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_cart_items_product\" ON \"cart_items\" (\"cart_id\", \"product_id\")");
    await queryRunner.query(
      "CREATE TABLE \"orders\" (\"id\" varchar(32) PRIMARY KEY NOT NULL, \"number\" varchar(20) NOT NULL, \"user_id\" integer, \"email\" varchar(254) NOT NULL, \"customer_name\" varchar(120), \"state\" varchar(16) NOT NULL, \"total_cents\" integer NOT NULL, \"refunded_cents\" integer NOT NULL DEFAULT (0), \"currency\" varchar(3) NOT NULL, \"provider\" varchar(16) NOT NULL, \"checkout_session_id\" varchar(255), \"payment_id\" varchar(255), \"cart_id\" integer, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"paid_at\" datetime, \"fulfilled_at\" datetime, \"cancelled_at\" datetime, \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')))",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_number\" ON \"orders\" (\"number\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_orders_payment\" ON \"orders\" (\"payment_id\")");
    await queryRunner.query("CREATE INDEX \"idx_orders_cart\" ON \"orders\" (\"cart_id\", \"state\")");
    await queryRunner.query("CREATE INDEX \"idx_orders_state\" ON \"orders\" (\"state\", \"paid_at\")");
    await queryRunner.query("CREATE INDEX \"idx_orders_email\" ON \"orders\" (\"email\", \"user_id\")");
    await queryRunner.query("CREATE INDEX \"idx_orders_user\" ON \"orders\" (\"user_id\", \"created_at\")");
    await queryRunner.query(
      "CREATE TABLE \"order_lines\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"order_id\" varchar(32) NOT NULL, \"product_id\" varchar(80) NOT NULL, \"kind\" varchar(16) NOT NULL, \"story_id\" varchar(64), \"title\" varchar(200) NOT NULL, \"image_url\" varchar(300), \"unit_price_cents\" integer NOT NULL, \"quantity\" integer NOT NULL DEFAULT (1), \"details\" text, \"state\" varchar(16) NOT NULL, \"library_entry_id\" integer, \"refunded_at\" datetime, \"refund_reason\" varchar(500), CONSTRAINT \"fk_order_lines_order\" FOREIGN KEY (\"order_id\") REFERENCES \"orders\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)",
    );
    await queryRunner.query("CREATE INDEX \"idx_order_lines_story\" ON \"order_lines\" (\"story_id\", \"state\")");
    await queryRunner.query("CREATE INDEX \"idx_order_lines_order\" ON \"order_lines\" (\"order_id\")");
    await queryRunner.query(
      "CREATE TABLE \"library_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"story_id\" varchar(64) NOT NULL, \"user_id\" integer, \"email\" varchar(254), \"owner_key\" varchar(280) NOT NULL, \"active_owner_key\" varchar(280), \"order_line_id\" integer, \"purchase_type\" varchar(16) NOT NULL, \"holder_name\" varchar(120) NOT NULL, \"reference\" varchar(40) NOT NULL, \"acquired_at\" datetime NOT NULL, \"revoked_at\" datetime, \"case_file\" varchar(160), CONSTRAINT \"fk_library_entries_story\" FOREIGN KEY (\"story_id\") REFERENCES \"stories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_library_entries_order_line\" ON \"library_entries\" (\"order_line_id\")");
    await queryRunner.query("CREATE INDEX \"idx_library_entries_email\" ON \"library_entries\" (\"email\", \"user_id\")");
    await queryRunner.query("CREATE INDEX \"idx_library_entries_user\" ON \"library_entries\" (\"user_id\", \"acquired_at\")");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_library_entries_active_owner\" ON \"library_entries\" (\"story_id\", \"active_owner_key\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"library_entries\"");
    await queryRunner.query("DROP TABLE \"order_lines\"");
    await queryRunner.query("DROP TABLE \"orders\"");
    await queryRunner.query("DROP TABLE \"cart_items\"");
    await queryRunner.query("DROP TABLE \"carts\"");
    await queryRunner.query("DROP INDEX \"uq_stories_international_id\"");
    await queryRunner.query("DROP INDEX \"uq_stories_north_america_id\"");
  }
}
