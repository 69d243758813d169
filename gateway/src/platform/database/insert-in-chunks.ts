import type { ObjectLiteral, Repository } from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity";

/** Inserts many rows in statements of bounded size (SQLite caps bound parameters per statement). */
export async function insertInChunks<Entity extends ObjectLiteral>(
  repository: Repository<Entity>,
  rows: QueryDeepPartialEntity<Entity>[],
  chunkSize = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await repository.insert(rows.slice(start, start + chunkSize));
  }
}
