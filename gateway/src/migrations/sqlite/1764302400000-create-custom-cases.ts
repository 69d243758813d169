import type { MigrationInterface, QueryRunner } from "typeorm";

/** Custom cases: the brief of each paid Mystery Creator line, its owner, and its production state. */
export class CreateCustomCases1764302400000 implements MigrationInterface {
  name = "CreateCustomCases1764302400000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE \"custom_cases\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"order_line_id\" integer NOT NULL, \"order_id\" varchar(32) NOT NULL, \"order_number\" varchar(20) NOT NULL, \"user_id\" integer, \"email\" varchar(254) NOT NULL, \"brief_email\" varchar(254) NOT NULL, \"date_required\" varchar(10) NOT NULL, \"source\" varchar(16) NOT NULL, \"city\" varchar(100) NOT NULL, \"location\" varchar(200), \"suspects\" text NOT NULL, \"status\" varchar(16) NOT NULL, \"case_file\" varchar(120), \"case_file_uploaded_at\" datetime(3), \"ordered_at\" datetime(3) NOT NULL, \"writing_at\" datetime(3), \"delivered_at\" datetime(3), \"cancelled_at\" datetime(3))",
    );
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_custom_cases_order_line\" ON \"custom_cases\" (\"order_line_id\")");
    await queryRunner.query("CREATE INDEX \"idx_custom_cases_email\" ON \"custom_cases\" (\"email\")");
    await queryRunner.query("CREATE INDEX \"idx_custom_cases_user\" ON \"custom_cases\" (\"user_id\")");
    await queryRunner.query("CREATE INDEX \"idx_custom_cases_ordered\" ON \"custom_cases\" (\"ordered_at\", \"id\")");
    await queryRunner.query("CREATE INDEX \"idx_custom_cases_queue\" ON \"custom_cases\" (\"status\", \"ordered_at\", \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_custom_cases_queue\"");
    await queryRunner.query("DROP INDEX \"idx_custom_cases_ordered\"");
    await queryRunner.query("DROP INDEX \"idx_custom_cases_user\"");
    await queryRunner.query("DROP INDEX \"idx_custom_cases_email\"");
    await queryRunner.query("DROP INDEX \"uq_custom_cases_order_line\"");
    await queryRunner.query("DROP TABLE \"custom_cases\"");
  }
}
