import type { EntityTarget, ObjectLiteral } from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity";
import type { TransactionalContext } from "../request-context";

/**
 * Inserts one row and returns its generated id, without the SELECT TypeORM otherwise sends to read
 * back the columns the database filled in: the caller already knows them, and on hot paths (a
 * cart per visitor) that extra round trip is a third of the work.
 */
export async function insertWithoutReload<Entity extends ObjectLiteral>(ctx: TransactionalContext, target: EntityTarget<Entity>, values: QueryDeepPartialEntity<Entity>): Promise<number> {
  const result = await ctx.transaction.manager.createQueryBuilder().insert().into(target).values(values).updateEntity(false).execute();
  return insertedId(result.raw);
}

/** MySQL answers an insert with a packet holding `insertId`; better-sqlite3 with the row id itself. */
function insertedId(raw: unknown): number {
  const id = typeof raw === "object" && raw !== null && "insertId" in raw ? raw.insertId : raw;
  if (typeof id !== "number" && typeof id !== "bigint") throw new Error(`The database did not report the inserted row's id: ${String(raw)}`);
  return Number(id);
}
