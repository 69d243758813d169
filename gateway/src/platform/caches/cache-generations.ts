import type { DataSource } from "typeorm";
import { logger } from "../logger";
import type { TransactionalContext } from "../request-context";
import type { GenerationBroadcast } from "./generation-broadcast";

type ChangeListener = (name: string, generation: number) => void;

/**
 * Tells every gateway process when cached data changed. A writer bumps the data's generation in
 * the transaction that changes it; once that commits, this process drops its caches at once and
 * the other processes sharing the database do when the broadcast (Redis, when configured) rings
 * or on their next poll (every `pollIntervalMs`), whichever comes first. A SQLite file belongs to
 * one gateway, so there is nothing to poll for there.
 */
export class CacheGenerations {
  private readonly known = new Map<string, number>();
  private readonly listeners = new Set<ChangeListener>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    /** Where generations are read: a connection that sees only committed writes. */
    private readonly db: DataSource,
    private readonly pollIntervalMs: number,
    private readonly broadcast: GenerationBroadcast | null = null,
  ) {}

  /** The generation this process last saw; caches key their entries with it. */
  current(name: string): number {
    return this.known.get(name) ?? 0;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Marks `name` changed in the caller's transaction; caches here forget it as soon as the transaction commits. */
  async bump(ctx: TransactionalContext, name: string): Promise<void> {
    // One statement, so two first bumps of a data set can never both end at generation 1.
    const upsert =
      this.db.options.type === "mysql"
        ? "INSERT INTO cache_generations (name, generation) VALUES (?, 1) ON DUPLICATE KEY UPDATE generation = generation + 1"
        : "INSERT INTO cache_generations (name, generation) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET generation = generation + 1";
    await ctx.transaction.manager.query(upsert, [name]);
    ctx.transaction.afterCommit(async () => {
      // The other gateways are told whatever happens here; the writer must not wait on Redis.
      this.broadcast?.announce(name).catch((error: unknown) => logger.warn("cache_generations.announce_failed", { name, error }));
      try {
        await this.refresh();
      } catch (error) {
        this.markStale(name);
        throw error;
      }
    });
  }

  /**
   * The write committed but its generation could not be read: what this process keeps of `name` is stale all the same,
   * so its caches move halfway to the next generation, below the one committed, which the next read then takes.
   */
  private markStale(name: string): void {
    const provisional = this.current(name) + 0.5;
    this.known.set(name, provisional);
    for (const listener of this.listeners) listener(name, provisional);
  }

  /** Reads the generations now and, on a database several gateways can share, polls for their writes. */
  async start(): Promise<void> {
    await this.refresh();
    // Without Redis the gateway still serves, and hears of other gateways' writes by polling.
    await this.broadcast
      ?.listen(() => {
        this.refresh().catch((error: unknown) => logger.warn("cache_generations.refresh_failed", { error }));
      })
      .catch((error: unknown) => logger.warn("cache_generations.broadcast_unavailable", { error }));
    if (this.db.options.type !== "mysql") return;
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => logger.warn("cache_generations.poll_failed", { error }));
    }, this.pollIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.broadcast?.close();
  }

  /**
   * Reads the generations from the database now. A reader who must see every committed write starts a read of its own:
   * one already on its way may have started before the reader's write committed.
   */
  async refresh(): Promise<void> {
    const rows: { name: string; generation: number | string }[] = await this.db.query("SELECT name, generation FROM cache_generations");
    for (const { name, generation: read } of rows) {
      const generation = Number(read);
      // Generations only grow; a poll answered after a newer read must not take caches back.
      if (generation <= this.current(name) && this.known.has(name)) continue;
      this.known.set(name, generation);
      for (const listener of this.listeners) listener(name, generation);
    }
  }
}
