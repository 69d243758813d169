import { type EntityManager, In } from "typeorm";
import type { GenerationalCache } from "../../platform/caches/generational-cache";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import { Sponsorship } from "./sponsorship.entity";
import type { SponsorshipsService } from "./sponsorships.service";
import { Story } from "./story.entity";
import { StorySort } from "./story.enums";
import type { StoryCards } from "./story-cards";
import type { StoryIndexKeeper } from "./story-index-keeper";
import { decodeStoryCursor, encodeStoryCursor, type StoryCursor } from "./story-cursor";
import { filterKey, type SearchPlan, searchPlanFor, type StoryCondition, storyConditions } from "./story-filters";
import { queryTerms } from "./story-search";
import { afterPosition, positionAfter, SORT_KEYS } from "./story-keyset";
import { StoryRows } from "./story-rows";
import type { StoryManagement } from "./story-management";
import type { StoryWriter } from "./story-writer";
import { type NewStory, type StoryChanges, type StoryFilters, type StoryListRequest, type StoryListResult } from "./stories.types";

interface StoryRowsPage {
  /** The page's stories, with one more when another page follows. */
  rows: Story[];
  total: number;
}

/**
 * The catalogue: reads for the storefront and integrators, and the writes that change it. Every
 * write bumps the catalogue's cache generation in its transaction, so no cache serves the old
 * story once it commits. Pages, a story and its similar stories are found in the catalogue's index,
 * and the stories themselves among those it holds, once it reflects the current generation; with SQL
 * until then. Nothing read for a generation is served after it: the gateway that commits a write
 * forgets its counts and its index before the write is answered, and on a shared database a
 * signed-in reader's gateway (the operator who just made a change, say) reads the catalogue's
 * generation first. Anonymous reads the index cannot answer are cached for a few seconds.
 */
export class StoriesService {
  private readonly rows = new StoryRows();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: StoryWriter,
    private readonly cache: GenerationalCache,
    /**
     * How many stories match each filter: exact, kept until the next catalogue write, and shared by anonymous and
     * signed-in readers alike, so no page counts its matches again (a count reads every match, however many).
     */
    private readonly counts: GenerationalCache,
    /** Who sponsors which story. */
    readonly sponsorships: SponsorshipsService,
    /** Story Management: the operator's list, new stories, edits and files. */
    readonly management: StoryManagement,
    /** The catalogue's filter and sort columns in memory, once built from the current generation. */
    readonly index: StoryIndexKeeper,
  ) {}

  list(ctx: RequestContext, request: StoryListRequest): Promise<StoryListResult> {
    const { filters, sort, page, limit, after, properties } = request;
    return this.cached(ctx, ["list", filterKey(filters), sort, page, limit, after, properties], () => this.loadList(ctx, request));
  }

  private async loadList(ctx: RequestContext, request: StoryListRequest): Promise<StoryListResult> {
    let cursor: StoryCursor | null = null;
    if (request.after !== undefined) {
      cursor = decodeStoryCursor(request.after, request.sort);
      if (cursor === null) {
        return failure("INVALID_CURSOR", "after is not a cursor returned for this sort order", { argument: "after" });
      }
    }
    const confirmed = this.mustConfirmGeneration(ctx) && !ctx.transaction;
    if (confirmed) await this.counts.confirm(ctx);
    const page = await (this.pageFromIndex(ctx, request, cursor, confirmed) ?? this.pageFromSql(ctx, request, cursor, confirmed));
    const currentPage = cursor ? cursor.page + 1 : request.page;
    const hasMore = page.rows.length > request.limit;
    const items = hasMore ? page.rows.slice(0, request.limit) : page.rows;
    const last = items.at(-1);
    return success({
      items,
      total: page.total,
      pages: Math.ceil(page.total / request.limit),
      currentPage,
      hasMore,
      endCursor: last ? encodeStoryCursor(this.cursorAfter(last, request.sort, currentPage)) : null,
    });
  }

  /**
   * The page's ids and count from the catalogue's index, then its stories by id: the same answer the SQL gives, at a
   * cost that hardly grows with the catalogue. Null when the index cannot answer: inside a transaction (which must see
   * its own writes), before it reflects the latest write, or after a cursor whose story it holds differently.
   */
  private pageFromIndex(ctx: RequestContext, request: StoryListRequest, cursor: StoryCursor | null, confirmed: boolean): Promise<StoryRowsPage> | null {
    if (ctx.transaction) return null;
    const index = this.index.current(request.sort);
    if (!index) return null;
    const page = index.query(request.filters).page({
      sort: request.sort,
      offset: cursor ? 0 : (request.page - 1) * request.limit,
      limit: request.limit,
      after: cursor ? { id: cursor.id, value: cursor.value } : undefined,
    });
    if (!page) return null;
    // The cursor after the page is made from its last story's sort value.
    const properties = request.properties && [...request.properties, SORT_KEYS[request.sort].property];
    return this.storiesByIds(ctx, page.ids, properties, confirmed).then((rows) => ({ rows, total: page.total }));
  }

  /** `confirmed`: the generation was read for this request already. */
  private async pageFromSql(ctx: RequestContext, request: StoryListRequest, cursor: StoryCursor | null, confirmed: boolean): Promise<StoryRowsPage> {
    const manager = this.manager(ctx);
    const offset = cursor ? 0 : (request.page - 1) * request.limit;
    const counted = this.count(ctx, request.filters, confirmed);
    const searchPlan = queryTerms(request.filters.search ?? "").length > 0 ? await this.searchPlan(ctx, request.filters, await counted, offset + request.limit + 1) : "list";
    const conditions = storyConditions(request.filters, this.uow.dialect, searchPlan);
    if (cursor) conditions.push(afterPosition(manager.connection, SORT_KEYS[cursor.sort], cursor));
    const pageRows = this.rows.read(manager, { conditions, order: SORT_KEYS[request.sort], properties: request.properties, limit: request.limit + 1, offset });
    const [rows, total] = await Promise.all([pageRows, counted]);
    return { rows, total };
  }

  /** The featured stories, most popular first; with only the given properties when the caller names them. */
  async featured(ctx: RequestContext, limit: number, properties?: readonly string[]): Promise<Story[]> {
    const fromIndex = await this.mostPopularFromIndex(ctx, { featured: true }, limit);
    if (fromIndex) return fromIndex;
    return this.cached(ctx, ["featured", limit, properties], () =>
      this.rows.read(this.manager(ctx), { conditions: this.conditions({ featured: true }), order: SORT_KEYS[StorySort.DOWNLOADS], limit, properties }),
    );
  }

  countFeatured(ctx: RequestContext): Promise<number> {
    return this.count(ctx, { featured: true });
  }

  async findById(ctx: RequestContext, id: string): Promise<Story | null> {
    const cards = await this.currentCards(ctx);
    if (cards) return (await cards.read([id]))[0] ?? null;
    return this.cached(ctx, ["story", id], async () => {
      const [story] = await this.rows.read(this.manager(ctx), { conditions: [{ sql: "story.id = :id", params: { id } }], limit: 1 });
      return story ?? null;
    });
  }

  /** Most popular stories of one type, for "Similar Stories"; callers drop the story they start from. */
  async mostPopularOfType(ctx: RequestContext, type: Story["type"], limit: number, properties?: readonly string[]): Promise<Story[]> {
    const fromIndex = await this.mostPopularFromIndex(ctx, { type }, limit);
    if (fromIndex) return fromIndex;
    return this.cached(ctx, ["popular", type, limit, properties], () =>
      this.rows.read(this.manager(ctx), { conditions: this.conditions({ type }), order: SORT_KEYS[StorySort.DOWNLOADS], limit, properties }),
    );
  }

  /** Every story's id and date, for the sitemap. */
  sitemapEntries(ctx: RequestContext): Promise<Pick<Story, "id" | "dateAdded">[]> {
    return this.manager(ctx).find(Story, { select: { id: true, dateAdded: true }, order: { dateAdded: "DESC", id: "DESC" } });
  }

  /** Who sponsors these stories: held with the index's stories when they are current, else read. */
  async sponsorshipsOf(ctx: RequestContext, storyIds: readonly string[]): Promise<Sponsorship[]> {
    if (storyIds.length === 0) return [];
    const cards = await this.currentCards(ctx);
    return cards ? cards.sponsorships(storyIds) : this.manager(ctx).findBy(Sponsorship, { storyId: In([...storyIds]) });
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
    const changed = delta > 0 ? await query.set({ downloads: () => "downloads + 1" }).execute() : await query.set({ downloads: () => "downloads - 1" }).andWhere("downloads > 0").execute();
    if (changed.affected !== 0) ctx.transaction.afterCommit(() => this.index.noteDownloadsChanged(storyId, delta));
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

  /** The most downloaded stories matching `filters`, from the index and its stories; null when they are not current. */
  private async mostPopularFromIndex(ctx: RequestContext, filters: StoryFilters, limit: number): Promise<Story[] | null> {
    const cards = await this.currentCards(ctx);
    const page = cards && this.index.current(StorySort.DOWNLOADS)?.query(filters).page({ sort: StorySort.DOWNLOADS, offset: 0, limit });
    return cards && page ? cards.read(page.ids.slice(0, limit)) : null;
  }

  /**
   * Stories by id, in the order given: the index's when they are current, else the database's (only `properties`,
   * when named). `confirmed`: the generation was read for this request already.
   */
  private async storiesByIds(ctx: RequestContext, ids: readonly string[], properties: readonly string[] | undefined, confirmed: boolean): Promise<Story[]> {
    const cards = await this.currentCards(ctx, confirmed);
    return cards ? cards.read(ids) : this.rows.readByIds(this.manager(ctx), ids, properties);
  }

  /**
   * The index's stories, outside a transaction (which must see its own writes); null when the index is not current.
   * A signed-in reader sees every committed write, even one another gateway on the same database made and this one
   * has not heard of yet, so the generation is read first. `confirmed`: it was read for this request already.
   */
  private async currentCards(ctx: RequestContext, confirmed = false): Promise<StoryCards | null> {
    if (ctx.transaction) return null;
    if (ctx.viewer !== null && !confirmed) await this.counts.confirm(ctx);
    return this.index.currentCards();
  }

  /** Anonymous reads outside a transaction are shared; everyone else reads the database, and so sees their own writes. */
  private cached<T>(ctx: RequestContext, key: readonly unknown[], load: () => Promise<T>): Promise<T> {
    if (ctx.viewer || ctx.transaction) return load();
    return this.cache.getOrLoad(key, load);
  }

  private manager(ctx: RequestContext): EntityManager {
    return this.uow.manager(ctx);
  }

  /** `confirmed`: the generation was read for this request already. */
  private count(ctx: RequestContext, filters: StoryFilters, confirmed = false): Promise<number> {
    const load = () => this.rows.count(this.manager(ctx), this.conditions(filters));
    // Inside a transaction the count must see the transaction's own writes.
    if (ctx.transaction) return load();
    if (this.mustConfirmGeneration(ctx) && !confirmed) return this.counts.getOrLoadConfirmed(ctx, filterKey(filters), load);
    return this.counts.getOrLoad(filterKey(filters), load);
  }

  /**
   * A signed-in reader sees every committed write: on a database other gateways share, one of theirs may not have
   * reached this gateway yet, so the generation is read first (a SQLite file belongs to one gateway).
   */
  private mustConfirmGeneration(ctx: RequestContext): boolean {
    return ctx.viewer !== null && this.uow.dialect === "mysql";
  }

  /** Counts (kept until the next write, so usually no query) tell how broad the search words are. */
  private async searchPlan(ctx: RequestContext, filters: StoryFilters, matches: number, depth: number): Promise<SearchPlan> {
    const scope = await this.count(ctx, { ...filters, search: undefined }, true);
    return searchPlanFor({ matches, scope, depth });
  }

  private conditions(filters: StoryFilters): StoryCondition[] {
    return storyConditions(filters, this.uow.dialect);
  }

  private cursorAfter(story: Story, sort: StorySort, page: number): StoryCursor {
    return { sort, ...positionAfter(story, SORT_KEYS[sort].property), page };
  }
}
