import type { MigrationInterface, QueryRunner } from "typeorm";

/** The generations of cached data, through which every gateway learns that a write made its caches stale. */
export class CreateCacheGenerations1764000000000 implements MigrationInterface {
  name = "CreateCacheGenerations1764000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"cache_generations\" (\"name\" varchar(40) PRIMARY KEY NOT NULL, \"generation\" integer NOT NULL DEFAULT (0))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"cache_generations\"");
  }
}
