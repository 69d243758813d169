import type { EntityManager } from "typeorm";
import { type EntityColumn, entityColumns, hydrate } from "../../platform/database/entity-columns";
import { Story } from "./story.entity";
import type { StoryCondition } from "./story-filters";
import { orderBySql, type StoryOrder } from "./story-keyset";

export interface StoryRowsRequest {
  /** Every one must hold. */
  conditions: readonly StoryCondition[];
  order?: StoryOrder;
  /**
   * The properties the caller reads (the id and the order's property are always read); every column when absent or
   * when one is not a column. A catalogue card needs a third of a story's columns, and both databases spend most of a
   * page's time handing over column values.
   */
  properties?: readonly string[];
  limit: number;
  offset?: number;
}

/**
 * Named parameters (`:name`) to the positional ones (`?`) both drivers take, in the order the SQL uses them. The SQL is
 * the shop's own, with no literals: a name without a value is a mistake in it, refused rather than sent.
 */
function positional(sql: string, params: Record<string, unknown>): [string, unknown[]] {
  const values: unknown[] = [];
  const text = sql.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`The catalogue's SQL names :${name}, which has no value: ${sql}`);
    values.push(params[name]);
    return "?";
  });
  return [text, values];
}

/**
 * The catalogue's busiest reads (its pages, their counts, a story and its similar stories) in plain SQL, each row made
 * a Story from its columns. TypeORM's query builder and entity hydration cost more than the database does for these.
 * The conditions are the same objects the query builder takes, and the index checks EXPLAIN the SQL sent from here.
 */
export class StoryRows {
  private allColumns: EntityColumn[] | null = null;
  private byProperty = new Map<string, EntityColumn>();

  async read(manager: EntityManager, request: StoryRowsRequest): Promise<Story[]> {
    const columns = this.columnsFor(manager, request);
    const escape = (name: string) => manager.connection.driver.escape(name);
    const selectList = columns.map(({ column }) => `story.${escape(column)}`).join(", ");
    const order = request.order ? ` ORDER BY ${orderBySql(request.order)}` : "";
    const [sql, values] = this.statement(`SELECT ${selectList} FROM stories story`, request.conditions, `${order} LIMIT :limit OFFSET :offset`, {
      limit: request.limit,
      offset: request.offset ?? 0,
    });
    const rows: Record<string, unknown>[] = await manager.query(sql, values);
    return rows.map((row) => hydrate(manager, new Story(), columns, row));
  }

  /** The stories with these ids, in the order given; an id with no story is skipped. */
  async readByIds(manager: EntityManager, ids: readonly string[], properties?: readonly string[]): Promise<Story[]> {
    if (ids.length === 0) return [];
    const params = Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));
    const condition = { sql: `story.id IN (${ids.map((_id, index) => `:id${index}`).join(", ")})`, params };
    const stories = await this.read(manager, { conditions: [condition], properties, limit: ids.length });
    const byId = new Map(stories.map((story) => [story.id, story]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async count(manager: EntityManager, conditions: readonly StoryCondition[]): Promise<number> {
    const [sql, values] = this.statement("SELECT COUNT(*) AS total FROM stories story", conditions, "", {});
    const [row]: { total: number | string }[] = await manager.query(sql, values);
    return Number(row?.total ?? 0);
  }

  private statement(head: string, conditions: readonly StoryCondition[], tail: string, tailParams: Record<string, unknown>): [string, unknown[]] {
    const where = conditions.length > 0 ? ` WHERE ${conditions.map((condition) => condition.sql).join(" AND ")}` : "";
    return positional(`${head}${where}${tail}`, Object.assign({}, ...conditions.map((condition) => condition.params), tailParams));
  }

  private columnsFor(manager: EntityManager, request: StoryRowsRequest): readonly EntityColumn[] {
    const all = this.columnsOf(manager);
    if (!request.properties) return all;
    const wanted = new Set(["id", ...request.properties, ...(request.order ? [request.order.property] : [])]);
    const columns = [...wanted].map((property) => this.byProperty.get(property));
    return columns.every((column) => column !== undefined) ? columns : all;
  }

  private columnsOf(manager: EntityManager): readonly EntityColumn[] {
    if (this.allColumns) return this.allColumns;
    this.allColumns = entityColumns(manager, Story);
    this.byProperty = new Map(this.allColumns.map((column) => [column.property, column]));
    return this.allColumns;
  }
}
