import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";

/**
 * A time as the driver stores it in `alias.property`'s column, to bind in comparisons with that column: SQLite keeps
 * dates as text, which only compares rightly with text written the same way.
 */
export function storedTime<Entity extends ObjectLiteral>(query: SelectQueryBuilder<Entity>, alias: string, property: string, at: Date): unknown {
  const column = query.expressionMap.findAliasByName(alias).metadata.findColumnWithPropertyName(property);
  if (!column) throw new Error(`${alias}.${property} is not a column`);
  return query.connection.driver.preparePersistentValue(at, column);
}
