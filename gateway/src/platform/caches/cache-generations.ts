import type { DataSource } from "typeorm";
import { logger } from "../logger";
import type { TransactionalContext } from "../request-context";
import { CacheGeneration } from "./cache-generation.entity";
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
    const manager = ctx.transaction.manager;
    const updated = await manager.increment(CacheGeneration, { name }, "generation", 1);
    if (!updated.affected) await manager.upsert(CacheGeneration, { name, generation: 1 }, ["name"]);
    ctx.transaction.afterCommit(async () => {
      await this.refresh();
      await this.broadcast?.announce(name);
    });
  }

  /** Reads the generations now and, on a database several gateways can share, polls for their writes. */
  async start(): Promise<void> {
    await this.refresh();
    await this.broadcast?.listen(() => {
      this.refresh().catch((error: unknown) => logger.warn("cache_generations.refresh_failed", { error }));
    });
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

  async refresh(): Promise<void> {
    const rows = await this.db.getRepository(CacheGeneration).find();
    for (const { name, generation } of rows) {
      // Generations only grow; a poll answered after a newer read must not take caches back.
      if (generation <= this.current(name) && this.known.has(name)) continue;
      this.known.set(name, generation);
      for (const listener of this.listeners) listener(name, generation);
    }
  }
}
