import { In } from "typeorm";
import type { CacheGenerations } from "../../platform/caches/cache-generations";
import { CoalescingTask } from "../../platform/coalescing-task";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { logger } from "../../platform/logger";
import { systemContext } from "../../platform/request-context";
import { Sponsorship } from "./sponsorship.entity";
import { StorySort } from "./story.enums";
import { StoryCards } from "./story-cards";
import { StoryIndex } from "./story-index";
import { readDownloadsOrder, readStoryIndexSource } from "./story-index-source";
import type { StoryRows } from "./story-rows";

/** Reads of the order by downloads set aside in a row before one is taken all the same. */
const READS_SET_ASIDE_AT_MOST = 3;

export interface StoryIndexKeeperOptions {
  /** The data set every catalogue write bumps. */
  dataSet: string;
  /**
   * How often, on a database other gateways share, the order by downloads is read again: their sales count a story's
   * downloads without telling this gateway, as they leave the catalogue's caches alone.
   */
  sharedDownloadsRefreshMs: number;
  /** How long after a build failed (the database was unreachable, say) it is tried again. */
  retryMs: number;
}

/**
 * Keeps the catalogue's index in step with the database. It is built when the gateway starts and again after every
 * catalogue write, in the background: until it reflects the current generation the catalogue is read with SQL, so a
 * reader never sees an index older than a write they know of. A sale in this gateway moves its story in the order by
 * downloads at once; one that committed while the index was being read makes that order be read again, and pages in
 * that order are read with SQL meanwhile.
 */
export class StoryIndexKeeper {
  private built: { index: StoryIndex; cards: StoryCards; generation: number } | null = null;
  /** One build at a time; after it, the order by downloads is read again if a sale landed while it read, or was due. */
  private readonly builds = new CoalescingTask(
    () => this.build(),
    () => {
      if (this.salesInOrder !== this.salesNoted || this.otherSalesDue) this.refreshDownloadsOrder();
    },
  );
  /** Sales noted, and how many of them the order by downloads reflects. */
  private salesNoted = 0;
  private salesInOrder = 0;
  /** Other gateways' sales may have changed downloads since the order was last read: it is read again, used meanwhile. */
  private otherSalesDue = false;
  /** Reads of the order set aside in a row, as a sale here landed while each was read. */
  private readsSetAside = 0;
  private readonly downloadsReads = new CoalescingTask(() => this.readDownloadsAgain());
  /** Reads the stories of a new index, most popular first, so its pages need not read them one page at a time. */
  private readonly warming = new CoalescingTask(() => this.warmCards());
  private unsubscribe: (() => void) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopping = new AbortController();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly generations: CacheGenerations,
    private readonly rows: StoryRows,
    private readonly options: StoryIndexKeeperOptions,
  ) {}

  start(): void {
    this.stopping = new AbortController();
    this.unsubscribe = this.generations.onChange((name) => {
      if (name === this.options.dataSet) this.rebuild();
    });
    this.rebuild();
    if (this.uow.dialect !== "mysql") return;
    this.schedule(setInterval(() => this.takeOtherGatewaysSales(), this.options.sharedDownloadsRefreshMs));
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.builds.forgetAsks();
    this.downloadsReads.forgetAsks();
    this.warming.forgetAsks();
    this.stopping.abort();
    await this.settled();
  }

  /** Resolves once no build, read of the downloads order or warming of the stories is under way. */
  async settled(): Promise<void> {
    while (this.builds.running || this.downloadsReads.running || this.warming.running) {
      await Promise.all([this.builds.running, this.downloadsReads.running, this.warming.running]);
    }
  }

  /** The index, when it was built from the catalogue's current generation; null while it is (re)built. */
  current(sort: StorySort): StoryIndex | null {
    if (!this.built || this.built.generation !== this.generations.current(this.options.dataSet)) return null;
    if (sort === StorySort.DOWNLOADS && this.salesInOrder !== this.salesNoted) return null;
    return this.built.index;
  }

  /**
   * The stories read by id for the current index, once each one's downloads are current too (its order by downloads
   * is); null otherwise, and the stories are read from the database.
   */
  currentCards(): StoryCards | null {
    return this.current(StorySort.DOWNLOADS) && this.built ? this.built.cards : null;
  }

  /** A story's downloads changed by `delta` in a transaction that has committed. */
  noteDownloadsChanged(storyId: string, delta: number): void {
    this.salesNoted += 1;
    // A build under way may have read the downloads before this sale or after it: its order is read again once built.
    if (this.builds.running) return;
    const inStep = this.salesInOrder === this.salesNoted - 1;
    if (inStep && this.built?.index.changeDownloads(storyId, delta)) this.salesInOrder = this.salesNoted;
    else this.refreshDownloadsOrder();
  }

  /**
   * Reads the order by downloads again for the sales other gateways counted. The order held meanwhile is the one
   * readers have had all along (no catalogue write tells of those sales, so no reader expects them sooner): unlike a
   * sale here that the order missed, this leaves it in use until the new one is read.
   */
  takeOtherGatewaysSales(): void {
    this.otherSalesDue = true;
    if (!this.builds.running) this.refreshDownloadsOrder();
  }

  private schedule(timer: NodeJS.Timeout): void {
    timer.unref();
    this.timers.push(timer);
  }

  private refreshDownloadsOrder(): void {
    if (!this.stopping.signal.aborted) this.downloadsReads.run();
  }

  /** Until `stop`, every call leaves one build running and, if it is already running, one more to follow it. */
  private rebuild(): void {
    if (this.unsubscribe) this.builds.run();
  }

  private async build(): Promise<void> {
    const generation = this.generations.current(this.options.dataSet);
    const sales = this.salesNoted;
    // The build reads every story's downloads as they are now, other gateways' sales included.
    this.otherSalesDue = false;
    try {
      const manager = this.uow.manager(systemContext("catalogue index"));
      const index = new StoryIndex(await readStoryIndexSource(manager, this.rows, this.stopping.signal));
      const cards = new StoryCards({
        readStories: (ids) => this.rows.readByIds(manager, ids),
        readSponsorships: (storyIds) => manager.findBy(Sponsorship, { storyId: In([...storyIds]) }),
        downloadsOf: (id) => index.downloadsOf(id),
      });
      this.built = { index, cards, generation };
      this.salesInOrder = sales;
      logger.info("stories.index_built", { stories: index.size, generation });
      if (!this.stopping.signal.aborted) this.warming.run();
    } catch (error) {
      if (this.stopping.signal.aborted) return;
      // A write that landed while the index was read left it inconsistent, and that write's generation rebuilds it.
      // Anything else (the database away for a moment) is tried again shortly; SQL answers meanwhile.
      if (this.generations.current(this.options.dataSet) !== generation) return;
      logger.warn("stories.index_failed", { error, retryMs: this.options.retryMs });
      this.schedule(setTimeout(() => this.rebuild(), this.options.retryMs));
    }
  }

  /** The task must not reject: a failed read leaves the rest to be read by the pages that want them. */
  private async warmCards(): Promise<void> {
    const built = this.built;
    if (!built) return;
    const startedAt = Date.now();
    const mostPopularFirst = built.index.query({}).page({ sort: StorySort.DOWNLOADS, offset: 0, limit: built.index.size })?.ids ?? [];
    try {
      const abandoned = () => this.built !== built || built.generation !== this.generations.current(this.options.dataSet) || this.stopping.signal.aborted;
      const held = await built.cards.warm(mostPopularFirst, abandoned);
      logger.info("stories.cards_warmed", { stories: held, generation: built.generation, ms: Date.now() - startedAt });
    } catch (error) {
      logger.warn("stories.cards_warming_failed", { error });
    }
  }

  /**
   * A sale here that lands while the order is read may be missing from what is read. When the order in use was in step
   * with this gateway's sales, it holds that sale exactly, so it stays in use and the read is tried again at the next
   * tick; but only a few times running, or a busy shop's sales would keep other gateways' sales out for good. Otherwise
   * the order read is taken as reflecting only the sales noted before the read (`salesInOrder` moves back), so pages in
   * that order are read with SQL until it is read again.
   */
  private async readDownloadsAgain(): Promise<void> {
    while ((this.salesInOrder !== this.salesNoted || this.otherSalesDue) && !this.stopping.signal.aborted) {
      const built = this.built;
      if (!built || this.builds.running) return;
      const sales = this.salesNoted;
      const wasInStep = this.salesInOrder === sales;
      this.otherSalesDue = false;
      try {
        const prepared = await built.index.prepareDownloadsOrder(await readDownloadsOrder(this.uow.manager(systemContext("catalogue index"))));
        // A build that finished meanwhile took the downloads as they were then; the loop looks at it again.
        if (this.built !== built) continue;
        // Different stories: a catalogue write is on its way, and its build reads the order.
        if (!prepared) return;
        const soldMeanwhile = this.salesNoted !== sales;
        if (soldMeanwhile && wasInStep && this.salesInOrder === this.salesNoted && this.readsSetAside < READS_SET_ASIDE_AT_MOST) {
          this.readsSetAside += 1;
          this.otherSalesDue = true;
          return;
        }
        this.readsSetAside = 0;
        built.index.takeDownloadsOrder(prepared);
        this.salesInOrder = sales;
      } catch (error) {
        logger.warn("stories.downloads_order_failed", { error });
        return;
      }
    }
  }
}
