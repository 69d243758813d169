import { Brackets, type SelectQueryBuilder } from "typeorm";
import type { Story } from "./story.entity";

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

/** Orders a query of stories (aliased `story`) by the property, ties broken by id in the same direction. */
export function orderStories(query: SelectQueryBuilder<Story>, { property, descending }: StoryOrder): SelectQueryBuilder<Story> {
  const direction = descending ? "DESC" : "ASC";
  return query.orderBy(`story.${property}`, direction).addOrderBy("story.id", direction);
}

/**
 * Narrows an ordered query to the stories after `position`. A date is bound in the driver's own storage format (SQLite
 * keeps dates as text), so the comparison matches what the index holds.
 */
export function storiesAfter(query: SelectQueryBuilder<Story>, { property, descending }: StoryOrder, position: StoryPosition): SelectQueryBuilder<Story> {
  const operator = descending ? "<" : ">";
  let value: unknown = position.value;
  if (property === "dateAdded") {
    const column = query.expressionMap.findAliasByName("story").metadata.findColumnWithPropertyName("dateAdded");
    if (!column) throw new Error("Story.dateAdded column metadata is missing");
    value = query.connection.driver.preparePersistentValue(new Date(String(position.value)), column);
  }
  return query.andWhere(
    new Brackets((keyset) => {
      keyset
        .where(`story.${property} ${operator} :cursorValue`, { cursorValue: value })
        .orWhere(`(story.${property} = :cursorValue AND story.id ${operator} :cursorId)`, { cursorId: position.id });
    }),
  );
}

/** The position just after this story in that order. */
export function positionAfter(story: Story, property: StoryOrderProperty): StoryPosition {
  return { value: property === "dateAdded" ? story.dateAdded.toISOString() : story[property], id: story.id };
}
