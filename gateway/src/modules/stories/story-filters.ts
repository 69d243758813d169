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
export function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, prefix.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
}

/** One condition on stories aliased `story`, in column names, with its named parameters (`:name`). */
export interface StoryCondition {
  sql: string;
  params: Record<string, unknown>;
}

/** The SQL dialect a condition is written for: both share the SQL, but not the plans their optimisers choose. */
export type StorySqlDialect = "sqlite" | "mysql";

const equals = (column: string, name: string, value: unknown): StoryCondition => ({ sql: `story.${column} = :${name}`, params: { [name]: value } });

/**
 * How search words narrow a page. `list`: every story with a word of that beginning is listed first (from the words'
 * primary key), and the page read in order among them: best when few stories match. `walk`: the page is read in order
 * and each story checked for the word (by the words' story index), stopping when the page is full: best when many do,
 * where listing them all would read most of the catalogue for one page.
 */
export type SearchPlan = "list" | "walk";

/**
 * The conditions a story must meet to match every given filter. Each is one indexed column, or a subquery on a side
 * table's primary key, so the composite indexes keep every page in index order.
 */
export function storyConditions(filters: StoryFilters, dialect: StorySqlDialect, searchPlan: SearchPlan = "list"): StoryCondition[] {
  const conditions: StoryCondition[] = [];
  if (filters.type !== undefined) conditions.push(equals("type", "type", filters.type));
  if (filters.region !== undefined) conditions.push(equals("region", "region", filters.region));
  if (filters.context !== undefined) conditions.push(equals("context", "context", filters.context));
  if (filters.sponsored !== undefined) conditions.push(equals("is_sponsored", "sponsored", filters.sponsored ? 1 : 0));
  if (filters.featured !== undefined) conditions.push(equals("is_featured", "featured", filters.featured ? 1 : 0));
  if (filters.available !== undefined) conditions.push(equals("is_available", "available", filters.available ? 1 : 0));
  if (filters.exclude !== undefined) conditions.push({ sql: "story.id <> :exclude", params: { exclude: filters.exclude } });
  if (filters.length !== undefined) conditions.push(equals("length_band", "length", filters.length));
  if (filters.difficulty !== undefined) conditions.push(equals("difficulty", "difficulty", filters.difficulty));
  if (filters.players !== undefined) {
    // Most stories take the usual numbers of players, so the page is best read in the order index, each story checked
    // against the counts. SQLite would rather look every match up by id and sort them all: the unary plus keeps it off
    // the id index. MySQL and MariaDB choose the ordered walk themselves.
    const id = dialect === "sqlite" ? "+story.id" : "story.id";
    conditions.push({ sql: `${id} IN (SELECT counts.story_id FROM story_player_counts counts WHERE counts.players = :players)`, params: { players: filters.players } });
  }
  queryTerms(filters.search ?? "").forEach((term, index) => {
    // A range instead of LIKE 'term%': both dialects answer it from the terms' indexes.
    const alias = `term${index}`;
    const range = `${alias}.term >= :${alias}From AND ${alias}.term < :${alias}To`;
    // A scalar subquery, not EXISTS or IN: MariaDB turns those into a join that lists every match first.
    const sql =
      searchPlan === "list"
        ? `story.id IN (SELECT ${alias}.story_id FROM story_search_terms ${alias} WHERE ${range})`
        : `(SELECT 1 FROM story_search_terms ${alias} WHERE ${alias}.story_id = story.id AND ${range} LIMIT 1) IS NOT NULL`;
    conditions.push({ sql, params: { [`${alias}From`]: term, [`${alias}To`]: prefixUpperBound(term) } });
  });
  return conditions;
}

function sqlDialectOf(query: SelectQueryBuilder<Story>): StorySqlDialect {
  return query.connection.options.type === "mysql" ? "mysql" : "sqlite";
}

/** Narrows a query of stories (aliased `story`) to those matching every given filter. */
export function applyStoryFilters(query: SelectQueryBuilder<Story>, filters: StoryFilters): SelectQueryBuilder<Story> {
  for (const condition of storyConditions(filters, sqlDialectOf(query))) query.andWhere(condition.sql, condition.params);
  return query;
}

/**
 * Reading a story in order and checking its words costs about this many times what listing one matching story does
 * (measured on SQLite and MariaDB at 10,000 stories: roughly 4 µs against 0.3 µs, and 9 µs against 1.5 µs).
 */
const WALK_COST_PER_LISTED_MATCH = 10;

/**
 * The cheaper search plan for a page `depth` stories deep, from how many stories match the whole filter (`matches`) and
 * how many match it without its search words (`scope`, the stories a walk reads in order). Listing costs about
 * `matches`; walking about `depth × scope / matches` stories, each dearer: so a page costs about the square root of the
 * catalogue at worst, however broad or narrow the words.
 */
export function searchPlanFor({ matches, scope, depth }: { matches: number; scope: number; depth: number }): SearchPlan {
  return matches * matches > WALK_COST_PER_LISTED_MATCH * depth * scope ? "walk" : "list";
}
