import type { MigrationInterface, QueryRunner } from "typeorm";

/** Story Management sorts the catalogue by price, as it sorts by date, title and downloads: in index order. */
export class AddStoryPriceIndex1764400100000 implements MigrationInterface {
  name = "AddStoryPriceIndex1764400100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX \"idx_stories_price\" ON \"stories\" (\"price_cents\", \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"idx_stories_price\"");
  }
}
