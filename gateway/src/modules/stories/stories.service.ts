import { type EntityManager, In, type SelectQueryBuilder } from "typeorm";
import type { GenerationalCache } from "../../platform/caches/generational-cache";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import { Sponsorship } from "./sponsorship.entity";
import type { SponsorshipsService } from "./sponsorships.service";
import { Story } from "./story.entity";
import { StorySort } from "./story.enums";
import { decodeStoryCursor, encodeStoryCursor, type StoryCursor } from "./story-cursor";
import { applyStoryFilters, filterKey } from "./story-filters";
import { orderStories, positionAfter, type StoryOrder, storiesAfter } from "./story-keyset";
import type { StoryManagement } from "./story-management";
import type { StoryWriter } from "./story-writer";
import { type NewStory, type StoryChanges, type StoryFilters, type StoryListRequest, type StoryListResult } from "./stories.types";

const SORT_KEYS: Record<StorySort, StoryOrder> = {
  [StorySort.DOWNLOADS]: { property: "downloads", descending: true },
  [StorySort.DATE]: { property: "dateAdded", descending: true },
  [StorySort.TITLE]: { property: "title", descending: false },
  [StorySort.TYPE]: { property: "type", descending: false },
};

/**
 * The catalogue: reads for the storefront and integrators, and the writes that change it. Every
 * write bumps the catalogue's cache generation in its transaction, so no cache serves the old
 * story once it commits. Anonymous reads are cached; a signed-in reader (such as the operator
 * who just made a change) always reads the database.
 */
export class StoriesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: StoryWriter,
    private readonly cache: GenerationalCache,
    /** Who sponsors which story. */
    readonly sponsorships: SponsorshipsService,
    /** Story Management: the operator's list, new stories, edits and files. */
    readonly management: StoryManagement,
  ) {}

  list(ctx: RequestContext, request: StoryListRequest): Promise<StoryListResult> {
    const { filters, sort, page, limit, after } = request;
    return this.cached(ctx, ["list", filterKey(filters), sort, page, limit, after], () => this.loadList(ctx, request));
  }

  private async loadList(ctx: RequestContext, request: StoryListRequest): Promise<StoryListResult> {
    let cursor: StoryCursor | null = null;
    if (request.after !== undefined) {
      cursor = decodeStoryCursor(request.after, request.sort);
      if (cursor === null) {
        return failure("INVALID_CURSOR", "after is not a cursor returned for this sort order", { argument: "after" });
      }
    }
    const currentPage = cursor ? cursor.page + 1 : request.page;
    const pageQuery = this.filteredQuery(ctx, request.filters);
    this.applyOrder(pageQuery, request.sort);
    if (cursor) storiesAfter(pageQuery, SORT_KEYS[cursor.sort], cursor);
    else pageQuery.offset((request.page - 1) * request.limit);
    pageQuery.limit(request.limit + 1);

    const [rows, total] = await Promise.all([pageQuery.getMany(), this.count(ctx, request.filters)]);
    const hasMore = rows.length > request.limit;
    const items = hasMore ? rows.slice(0, request.limit) : rows;
    const last = items.at(-1);
    return success({
      items,
      total,
      pages: Math.ceil(total / request.limit),
      currentPage,
      hasMore,
      endCursor: last ? encodeStoryCursor(this.cursorAfter(last, request.sort, currentPage)) : null,
    });
  }

  featured(ctx: RequestContext, limit: number): Promise<Story[]> {
    return this.cached(ctx, ["featured", limit], () => {
      const query = this.filteredQuery(ctx, { featured: true });
      this.applyOrder(query, StorySort.DOWNLOADS);
      return query.limit(limit).getMany();
    });
  }

  countFeatured(ctx: RequestContext): Promise<number> {
    return this.count(ctx, { featured: true });
  }

  findById(ctx: RequestContext, id: string): Promise<Story | null> {
    return this.cached(ctx, ["story", id], () => this.manager(ctx).findOneBy(Story, { id }));
  }

  /** Most popular stories of one type, for "Similar Stories"; callers drop the story they start from. */
  mostPopularOfType(ctx: RequestContext, type: Story["type"], limit: number): Promise<Story[]> {
    return this.cached(ctx, ["popular", type, limit], () => {
      const query = this.filteredQuery(ctx, { type });
      this.applyOrder(query, StorySort.DOWNLOADS);
      return query.limit(limit).getMany();
    });
  }

  /** Every story's id and date, for the sitemap. */
  sitemapEntries(ctx: RequestContext): Promise<Pick<Story, "id" | "dateAdded">[]> {
    return this.manager(ctx).find(Story, { select: { id: true, dateAdded: true }, order: { dateAdded: "DESC", id: "DESC" } });
  }

  sponsorshipsOf(ctx: RequestContext, storyIds: readonly string[]): Promise<Sponsorship[]> {
    if (storyIds.length === 0) return Promise.resolve([]);
    return this.manager(ctx).findBy(Sponsorship, { storyId: In([...storyIds]) });
  }

  countAll(ctx: RequestContext): Promise<number> {
    return this.manager(ctx).count(Story);
  }

  countSponsored(ctx: RequestContext): Promise<number> {
    return this.manager(ctx).count(Sponsorship);
  }

  /** The most downloaded stories, for the operator's dashboard. */
  topByDownloads(ctx: RequestContext, limit: number): Promise<Pick<Story, "id" | "title" | "downloads">[]> {
    return this.manager(ctx).find(Story, { select: { id: true, title: true, downloads: true }, order: { downloads: "DESC", id: "DESC" }, take: limit });
  }

  /** The stories that sell any of these product ids: the kit or either hard-copy option. */
  findByProductIds(ctx: RequestContext, productIds: readonly string[]): Promise<Story[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    const ids = [...productIds];
    return this.manager(ctx).find(Story, { where: [{ productId: In(ids) }, { northAmericaProductId: In(ids) }, { internationalProductId: In(ids) }] });
  }

  /**
   * Counts a customer in or out of a story's downloads (the number of distinct owners), in the
   * caller's unit of work. Unlike an edit, it leaves the catalogue's caches alone: a count a few
   * seconds old harms no one, while emptying every cache on every sale would make the busiest
   * hours the slowest, and serialize all sales on the generation's row.
   */
  async changeDownloads(ctx: TransactionalContext, storyId: string, delta: 1 | -1): Promise<void> {
    const manager = ctx.transaction.manager;
    const query = manager.createQueryBuilder().update(Story).where("id = :storyId", { storyId });
    if (delta > 0) await query.set({ downloads: () => "downloads + 1" }).execute();
    else await query.set({ downloads: () => "downloads - 1" }).andWhere("downloads > 0").execute();
  }

  /** Adds stories with their search words, player counts and sponsors, in the caller's unit of work. */
  async createStories(ctx: TransactionalContext, stories: readonly NewStory[]): Promise<void> {
    await this.writer.create(ctx, stories);
  }

  /** Changes a story's catalogue fields; its search words follow its text, its length band and player counts its facets. */
  updateStory(ctx: RequestContext, id: string, changes: StoryChanges): Promise<Result<Story, BusinessError<"STORY_NOT_FOUND">>> {
    return this.uow.run(ctx, async (tx) => {
      const story = await this.writer.lock(tx, id);
      if (!story) return failure("STORY_NOT_FOUND", `No story with id "${id}"`, { argument: "id" });
      return success(await this.writer.change(tx, story, changes));
    });
  }

  /** Anonymous reads outside a transaction are shared; everyone else reads the database, and so sees their own writes. */
  private cached<T>(ctx: RequestContext, key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    if (ctx.viewer || ctx.transaction) return load();
    return this.cache.getOrLoad(key, load);
  }

  private manager(ctx: RequestContext): EntityManager {
    return this.uow.manager(ctx);
  }

  private count(ctx: RequestContext, filters: StoryFilters): Promise<number> {
    return this.cached(ctx, ["count", filterKey(filters)], async () => {
      const row = await this.filteredQuery(ctx, filters).select("COUNT(*)", "total").getRawOne<{ total: number | string }>();
      return Number(row?.total ?? 0);
    });
  }

  private filteredQuery(ctx: RequestContext, filters: StoryFilters): SelectQueryBuilder<Story> {
    return applyStoryFilters(this.manager(ctx).createQueryBuilder(Story, "story"), filters);
  }

  private applyOrder(query: SelectQueryBuilder<Story>, sort: StorySort): void {
    orderStories(query, SORT_KEYS[sort]);
  }

  private cursorAfter(story: Story, sort: StorySort, page: number): StoryCursor {
    return { sort, ...positionAfter(story, SORT_KEYS[sort].property), page };
  }
}
