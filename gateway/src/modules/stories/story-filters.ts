import type { SelectQueryBuilder } from "typeorm";
import type { Story } from "./story.entity";
import { queryTerms } from "./story-search";
import type { StoryFilters } from "./stories.types";

/** The same filters in a fixed order, so equivalent requests share a cache entry. */
export function filterKey(filters: StoryFilters): unknown[] {
  return [
    filters.search,
    filters.type,
    filters.region,
    filters.context,
    filters.sponsored,
    filters.featured,
    filters.available,
    filters.exclude,
    filters.players,
    filters.length,
    filters.difficulty,
  ];
}

/** The smallest string greater than every string that starts with `prefix`. */
function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, prefix.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
}

/**
 * Narrows a query of stories (aliased `story`) to those matching every given filter. Each filter is one indexed
 * column, or a subquery on a side table's primary key, so the composite indexes keep every page in index order.
 */
export function applyStoryFilters(query: SelectQueryBuilder<Story>, filters: StoryFilters): SelectQueryBuilder<Story> {
  if (filters.type !== undefined) query.andWhere("story.type = :type", { type: filters.type });
  if (filters.region !== undefined) query.andWhere("story.region = :region", { region: filters.region });
  if (filters.context !== undefined) query.andWhere("story.context = :context", { context: filters.context });
  if (filters.sponsored !== undefined) query.andWhere("story.isSponsored = :sponsored", { sponsored: filters.sponsored ? 1 : 0 });
  if (filters.featured !== undefined) query.andWhere("story.isFeatured = :featured", { featured: filters.featured ? 1 : 0 });
  if (filters.available !== undefined) query.andWhere("story.isAvailable = :available", { available: filters.available ? 1 : 0 });
  if (filters.exclude !== undefined) query.andWhere("story.id <> :exclude", { exclude: filters.exclude });
  if (filters.length !== undefined) query.andWhere("story.length = :length", { length: filters.length });
  if (filters.difficulty !== undefined) query.andWhere("story.difficulty = :difficulty", { difficulty: filters.difficulty });
  if (filters.players !== undefined) {
    // Most stories take the usual numbers of players, so the page is best read in the order index, each story checked
    // against the counts. SQLite would rather look every match up by id and sort them all: the unary plus keeps it off
    // the id index. MySQL and MariaDB choose the ordered walk themselves.
    const id = query.connection.options.type === "better-sqlite3" ? "+story.id" : "story.id";
    query.andWhere(`${id} IN (SELECT counts.story_id FROM story_player_counts counts WHERE counts.players = :players)`, { players: filters.players });
  }
  queryTerms(filters.search ?? "").forEach((term, index) => {
    // A range instead of LIKE 'term%': both dialects answer it from the terms' primary key.
    const alias = `term${index}`;
    query.andWhere(
      `story.id IN (SELECT ${alias}.story_id FROM story_search_terms ${alias} WHERE ${alias}.term >= :${alias}From AND ${alias}.term < :${alias}To)`,
      { [`${alias}From`]: term, [`${alias}To`]: prefixUpperBound(term) },
    );
  });
  return query;
}
