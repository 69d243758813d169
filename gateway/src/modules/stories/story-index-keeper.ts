import type { CacheGenerations } from "../../platform/caches/cache-generations";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { logger } from "../../platform/logger";
import { systemContext } from "../../platform/request-context";
import { StorySort } from "./story.enums";
import { StoryIndex } from "./story-index";
import { readDownloadsOrder, readStoryIndexSource } from "./story-index-source";
import type { StoryRows } from "./story-rows";

export interface StoryIndexKeeperOptions {
  /** The data set every catalogue write bumps. */
  dataSet: string;
  /**
   * How often, on a database other gateways share, the order by downloads is read again: their sales count a story's
   * downloads without telling this gateway, as they leave the catalogue's caches alone.
   */
  sharedDownloadsRefreshMs: number;
}

/**
 * Keeps the catalogue's index in step with the database. It is built when the gateway starts and again after every
 * catalogue write, in the background: until it reflects the current generation the catalogue is read with SQL, so a
 * reader never sees an index older than a write they know of. A sale in this gateway makes the order by downloads
 * stale until it is read again; pages in that order are read with SQL meanwhile.
 */
export class StoryIndexKeeper {
  private built: { index: StoryIndex; generation: number } | null = null;
  private building: Promise<void> | null = null;
  private buildAgain = false;
  private salesNoted = 0;
  private salesInOrder = 0;
  private refreshingDownloads: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
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
    this.timer = setInterval(() => this.noteDownloadsChanged(), this.options.sharedDownloadsRefreshMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.buildAgain = false;
    this.stopping.abort();
    await this.settled();
  }

  /** Resolves once no build or read of the downloads order is under way. */
  async settled(): Promise<void> {
    while (this.building || this.refreshingDownloads) await Promise.all([this.building, this.refreshingDownloads]);
  }

  /** The index, when it was built from the catalogue's current generation; null while it is (re)built. */
  current(sort: StorySort): StoryIndex | null {
    if (!this.built || this.built.generation !== this.generations.current(this.options.dataSet)) return null;
    if (sort === StorySort.DOWNLOADS && this.salesInOrder !== this.salesNoted) return null;
    return this.built.index;
  }

  /** A story's downloads changed (after the commit): the order by downloads is read again. */
  noteDownloadsChanged(): void {
    this.salesNoted += 1;
    this.refreshDownloadsOrder();
  }

  private refreshDownloadsOrder(): void {
    this.refreshingDownloads ??= this.readDownloadsAgain().finally(() => {
      this.refreshingDownloads = null;
    });
  }

  /** Until `stop`, every call leaves one build running and, if it is already running, one more to follow it. */
  private rebuild(): void {
    if (!this.unsubscribe) return;
    if (this.building) {
      this.buildAgain = true;
      return;
    }
    this.building = this.build().finally(() => {
      this.building = null;
      if (this.buildAgain) {
        this.buildAgain = false;
        this.rebuild();
      }
    });
  }

  private async build(): Promise<void> {
    const generation = this.generations.current(this.options.dataSet);
    const sales = this.salesNoted;
    try {
      const index = new StoryIndex(await readStoryIndexSource(this.uow.manager(systemContext("catalogue index")), this.rows, this.stopping.signal));
      this.built = { index, generation };
      this.salesInOrder = sales;
      if (sales !== this.salesNoted) this.refreshDownloadsOrder();
      logger.info("stories.index_built", { stories: index.size, generation });
    } catch (error) {
      // A write that landed while the index was read left it inconsistent; that write's generation rebuilds it.
      if (this.generations.current(this.options.dataSet) === generation && !this.stopping.signal.aborted) logger.warn("stories.index_failed", { error });
    }
  }

  private async readDownloadsAgain(): Promise<void> {
    while (this.salesInOrder !== this.salesNoted && this.unsubscribe) {
      const sales = this.salesNoted;
      const built = this.built;
      try {
        const order = await readDownloadsOrder(this.uow.manager(systemContext("catalogue index")));
        if (built && this.built === built && built.index.replaceDownloadsOrder(order)) this.salesInOrder = sales;
        else return;
      } catch (error) {
        logger.warn("stories.downloads_order_failed", { error });
        return;
      }
    }
  }
}
