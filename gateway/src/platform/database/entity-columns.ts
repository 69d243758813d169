import type { EntityManager, EntityMetadata, EntityTarget } from "typeorm";

type ColumnMetadata = EntityMetadata["columns"][number];

/** Column types whose values both drivers already hand back as the property's value. */
const AS_READ = new Set<unknown>(["varchar", "text", "int", "smallint"]);

/** One column of an entity, for reads in plain SQL. */
export interface EntityColumn {
  property: string;
  column: string;
  /** Booleans and dates go through the driver's own conversion, as TypeORM would do. */
  metadata: ColumnMetadata | null;
}

export function entityColumns(manager: EntityManager, target: EntityTarget<object>): EntityColumn[] {
  return manager.connection.getMetadata(target).columns.map((column) => ({
    property: column.propertyName,
    column: column.databaseName,
    metadata: AS_READ.has(column.type) ? null : column,
  }));
}

/**
 * A row read in plain SQL made the entity TypeORM would make of it, for the busiest reads: its query builder and entity
 * hydration cost more than the database does for them.
 */
export function hydrate<T extends object>(manager: EntityManager, entity: T, columns: readonly EntityColumn[], row: Record<string, unknown>): T {
  const driver = manager.connection.driver;
  const fields = entity as Record<string, unknown>;
  for (const { property, column, metadata } of columns) {
    fields[property] = metadata ? driver.prepareHydratedValue(row[column], metadata) : row[column];
  }
  return entity;
}
