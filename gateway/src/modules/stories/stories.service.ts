import { Brackets, type DataSource, In, type SelectQueryBuilder } from "typeorm";
import { Sponsorship } from "./sponsorship.entity";
import { Story } from "./story.entity";
import { StorySort } from "./story.enums";
import { decodeStoryCursor, encodeStoryCursor, type StoryCursor } from "./story-cursor";
import { CatalogueCache } from "./catalogue-cache";
import { queryTerms } from "./story-search";
import type { StoryFilters, StoryListRequest, StoryListResult } from "./stories.types";

interface SortKey {
  property: "downloads" | "dateAdded" | "title" | "type";
  descending: boolean;
}

const SORT_KEYS: Record<StorySort, SortKey> = {
  [StorySort.DOWNLOADS]: { property: "downloads", descending: true },
  [StorySort.DATE]: { property: "dateAdded", descending: true },
  [StorySort.TITLE]: { property: "title", descending: false },
  [StorySort.TYPE]: { property: "type", descending: false },
};

/** The same filters in a fixed order, so equivalent requests share a cache entry. */
function filterKey(filters: StoryFilters): unknown[] {
  return [filters.search, filters.type, filters.region, filters.context, filters.sponsored, filters.featured, filters.exclude];
}

/** The smallest string greater than every string that starts with `prefix`. */
function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, prefix.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
}

export class StoriesService {
  constructor(
    private readonly db: DataSource,
    private readonly cache = new CatalogueCache(),
  ) {}

  list(request: StoryListRequest): Promise<StoryListResult> {
    const { filters, sort, page, limit, after } = request;
    return this.cache.getOrLoad(["list", filterKey(filters), sort, page, limit, after], () => this.loadList(request));
  }

  private async loadList(request: StoryListRequest): Promise<StoryListResult> {
    let cursor: StoryCursor | null = null;
    if (request.after !== undefined) {
      cursor = decodeStoryCursor(request.after, request.sort);
      if (cursor === null) {
        return { ok: false, errorCode: "INVALID_CURSOR", message: "after is not a cursor returned for this sort order" };
      }
    }
    const currentPage = cursor ? cursor.page + 1 : request.page;
    const pageQuery = this.filteredQuery(request.filters);
    this.applyOrder(pageQuery, request.sort);
    if (cursor) this.applyCursor(pageQuery, cursor);
    else pageQuery.offset((request.page - 1) * request.limit);
    pageQuery.limit(request.limit + 1);

    const [rows, total] = await Promise.all([pageQuery.getMany(), this.count(request.filters)]);
    const hasMore = rows.length > request.limit;
    const items = hasMore ? rows.slice(0, request.limit) : rows;
    const last = items.at(-1);
    return {
      ok: true,
      page: {
        items,
        total,
        pages: Math.ceil(total / request.limit),
        currentPage,
        hasMore,
        endCursor: last ? encodeStoryCursor(this.cursorAfter(last, request.sort, currentPage)) : null,
      },
    };
  }

  featured(limit: number): Promise<Story[]> {
    return this.cache.getOrLoad(["featured", limit], () => {
      const query = this.filteredQuery({ featured: true });
      this.applyOrder(query, StorySort.DOWNLOADS);
      return query.limit(limit).getMany();
    });
  }

  countFeatured(): Promise<number> {
    return this.count({ featured: true });
  }

  findById(id: string): Promise<Story | null> {
    return this.db.getRepository(Story).findOneBy({ id });
  }

  /** Most popular stories of one type, for "Similar Stories"; callers drop the story they start from. */
  mostPopularOfType(type: Story["type"], limit: number): Promise<Story[]> {
    return this.cache.getOrLoad(["popular", type, limit], () => {
      const query = this.filteredQuery({ type });
      this.applyOrder(query, StorySort.DOWNLOADS);
      return query.limit(limit).getMany();
    });
  }

  /** Every story's id and date, for the sitemap. */
  sitemapEntries(): Promise<Pick<Story, "id" | "dateAdded">[]> {
    return this.db.getRepository(Story).find({ select: { id: true, dateAdded: true }, order: { dateAdded: "DESC", id: "DESC" } });
  }

  sponsorshipsOf(storyIds: readonly string[]): Promise<Sponsorship[]> {
    if (storyIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(Sponsorship).findBy({ storyId: In([...storyIds]) });
  }

  private count(filters: StoryFilters): Promise<number> {
    return this.cache.getOrLoad(["count", filterKey(filters)], async () => {
      const row = await this.filteredQuery(filters).select("COUNT(*)", "total").getRawOne<{ total: number | string }>();
      return Number(row?.total ?? 0);
    });
  }

  private filteredQuery(filters: StoryFilters): SelectQueryBuilder<Story> {
    const query = this.db.getRepository(Story).createQueryBuilder("story");
    if (filters.type !== undefined) query.andWhere("story.type = :type", { type: filters.type });
    if (filters.region !== undefined) query.andWhere("story.region = :region", { region: filters.region });
    if (filters.context !== undefined) query.andWhere("story.context = :context", { context: filters.context });
    if (filters.sponsored !== undefined) query.andWhere("story.isSponsored = :sponsored", { sponsored: filters.sponsored ? 1 : 0 });
    if (filters.featured !== undefined) query.andWhere("story.isFeatured = :featured", { featured: filters.featured ? 1 : 0 });
    if (filters.exclude !== undefined) query.andWhere("story.id <> :exclude", { exclude: filters.exclude });
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

  private applyOrder(query: SelectQueryBuilder<Story>, sort: StorySort): void {
    const { property, descending } = SORT_KEYS[sort];
    const direction = descending ? "DESC" : "ASC";
    query.orderBy(`story.${property}`, direction).addOrderBy("story.id", direction);
  }

  private applyCursor(query: SelectQueryBuilder<Story>, cursor: StoryCursor): void {
    const { property, descending } = SORT_KEYS[cursor.sort];
    const operator = descending ? "<" : ">";
    const value = property === "dateAdded" ? this.toDatabaseDate(String(cursor.value)) : cursor.value;
    query.andWhere(
      new Brackets((keyset) => {
        keyset
          .where(`story.${property} ${operator} :cursorValue`, { cursorValue: value })
          .orWhere(`(story.${property} = :cursorValue AND story.id ${operator} :cursorId)`, { cursorId: cursor.id });
      }),
    );
  }

  private cursorAfter(story: Story, sort: StorySort, page: number): StoryCursor {
    const { property } = SORT_KEYS[sort];
    const value = property === "dateAdded" ? story.dateAdded.toISOString() : story[property];
    return { sort, value, id: story.id, page };
  }

  /** Dates are bound in the driver's own storage format, so keyset comparisons match what the index holds. */
  private toDatabaseDate(iso: string): unknown {
    const column = this.db.getMetadata(Story).findColumnWithPropertyName("dateAdded");
    if (!column) throw new Error("Story.dateAdded column metadata is missing");
    return this.db.driver.preparePersistentValue(new Date(iso), column);
  }
}
