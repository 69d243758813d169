import type { EntityTarget, ObjectLiteral } from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity";
import type { TransactionalContext } from "../request-context";

/**
 * Inserts one row unless a row with the same unique key exists (or is being inserted by a
 * transaction that then commits): the way to create-if-absent when two requests may race. Read
 * the row back afterwards with a locking read, which sees the other transaction's row.
 */
export async function insertUnlessPresent<Entity extends ObjectLiteral>(ctx: TransactionalContext, target: EntityTarget<Entity>, values: QueryDeepPartialEntity<Entity>): Promise<void> {
  await ctx.transaction.manager.createQueryBuilder().insert().into(target).values(values).orIgnore().updateEntity(false).execute();
}
