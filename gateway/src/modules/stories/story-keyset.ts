import type { DataSource, SelectQueryBuilder } from "typeorm";
import { Story } from "./story.entity";
import { StorySort } from "./story.enums";
import type { StoryCondition } from "./story-filters";

/** The columns stories are listed by; each has an index ending in the id, alone and after every filter column. */
export type StoryOrderProperty = "downloads" | "dateAdded" | "title" | "type" | "priceCents";

export interface StoryOrder {
  property: StoryOrderProperty;
  descending: boolean;
}

/** Where a page ended: the last story's sort value (a date as ISO text) and its id, the tie-breaker. */
export interface StoryPosition {
  value: string | number;
  id: string;
}

/** The catalogue's orders, as the storefront sorts it. */
export const SORT_KEYS: Record<StorySort, StoryOrder> = {
  [StorySort.DOWNLOADS]: { property: "downloads", descending: true },
  [StorySort.DATE]: { property: "dateAdded", descending: true },
  [StorySort.TITLE]: { property: "title", descending: false },
  [StorySort.TYPE]: { property: "type", descending: false },
};

const ORDER_COLUMNS: Record<StoryOrderProperty, string> = {
  downloads: "downloads",
  dateAdded: "date_added",
  title: "title",
  type: "type",
  priceCents: "price_cents",
};

/** The ORDER BY of stories (aliased `story`) in that order, ties broken by id in the same direction. */
export function orderBySql({ property, descending }: StoryOrder): string {
  const direction = descending ? "DESC" : "ASC";
  return `story.${ORDER_COLUMNS[property]} ${direction}, story.id ${direction}`;
}

/** Orders a query of stories (aliased `story`) by the property, ties broken by id in the same direction. */
export function orderStories(query: SelectQueryBuilder<Story>, { property, descending }: StoryOrder): SelectQueryBuilder<Story> {
  const direction = descending ? "DESC" : "ASC";
  return query.orderBy(`story.${property}`, direction).addOrderBy("story.id", direction);
}

/** A date as the driver stores it (SQLite keeps dates as text), so a comparison matches what the index holds. */
function storedDate(db: DataSource, date: Date): unknown {
  const column = db.getMetadata(Story).findColumnWithPropertyName("dateAdded");
  if (!column) throw new Error("Story.dateAdded column metadata is missing");
  return db.driver.preparePersistentValue(date, column);
}

/** The stories after `position` in that order. */
export function afterPosition(db: DataSource, { property, descending }: StoryOrder, position: StoryPosition): StoryCondition {
  const operator = descending ? "<" : ">";
  const column = `story.${ORDER_COLUMNS[property]}`;
  const value = property === "dateAdded" ? storedDate(db, new Date(String(position.value))) : position.value;
  return {
    sql: `(${column} ${operator} :cursorValue OR (${column} = :cursorValue AND story.id ${operator} :cursorId))`,
    params: { cursorValue: value, cursorId: position.id },
  };
}

/** Narrows an ordered query to the stories after `position`. */
export function storiesAfter(query: SelectQueryBuilder<Story>, order: StoryOrder, position: StoryPosition): SelectQueryBuilder<Story> {
  const condition = afterPosition(query.connection, order, position);
  return query.andWhere(condition.sql, condition.params);
}

/** The position just after this story in that order. */
export function positionAfter(story: Story, property: StoryOrderProperty): StoryPosition {
  return { value: property === "dateAdded" ? story.dateAdded.toISOString() : story[property], id: story.id };
}
