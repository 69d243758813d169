import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from "typeorm";

/** Where a page ordered by (a time, id) ended: the last row's time and id, the tie-breaker. */
export interface KeysetPosition {
  readonly at: Date;
  readonly id: number;
}

/**
 * Narrows a query ordered by (`alias.timeProperty`, `alias.id`) ascending to the rows after `position`. The time is
 * bound in the driver's own storage format (SQLite keeps dates as text), so the comparison matches what the index holds.
 */
export function startAfter<Entity extends ObjectLiteral>(query: SelectQueryBuilder<Entity>, alias: string, timeProperty: string, position: KeysetPosition): SelectQueryBuilder<Entity> {
  const column = query.expressionMap.findAliasByName(alias).metadata.findColumnWithPropertyName(timeProperty);
  if (!column) throw new Error(`${alias}.${timeProperty} is not a column`);
  const at: unknown = query.connection.driver.preparePersistentValue(position.at, column);
  const time = `${alias}.${timeProperty}`;
  return query.andWhere(
    new Brackets((keyset) => {
      keyset.where(`${time} > :keysetAt`, { keysetAt: at }).orWhere(`(${time} = :keysetAt AND ${alias}.id > :keysetId)`, { keysetId: position.id });
    }),
  );
}
