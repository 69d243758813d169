import type { SelectQueryBuilder } from "typeorm";
import type { UnitOfWork } from "../database/unit-of-work";
import { logger } from "../logger";
import { type RequestContext, systemContext } from "../request-context";
import type { Outbox, OutboxHandler } from "./outbox";
import { OutboxMessage } from "./outbox-message.entity";

export interface OutboxWorkerOptions {
  readonly uow: UnitOfWork;
  readonly outbox: Outbox;
  /** By topic. Messages of other topics are left for a gateway that has their handler. */
  readonly handlers: ReadonlyMap<string, OutboxHandler>;
  readonly clock?: () => Date;
  readonly pollIntervalMs?: number;
  /** Messages claimed, and delivered side by side, at a time. */
  readonly batchSize?: number;
  /** How long a claimed message stays this worker's; past it, another worker may deliver it again. */
  readonly leaseMs?: number;
  /** Attempts before a message is marked failed and no longer tried. */
  readonly maxAttempts?: number;
  /** Wait after failed attempt `attempt` (1, 2, …) before the next. */
  readonly backoffMs?: (attempt: number) => number;
}

interface ClaimedMessage {
  readonly id: number;
  readonly topic: string;
  readonly key: string;
  readonly payload: string;
  readonly attempts: number;
}

const MAX_BACKOFF_MS = 10 * 60_000;
/** The width of `last_error`. */
const MAX_ERROR_LENGTH = 1000;

/** 5 s, 10 s, 20 s, … doubling up to 10 minutes: twelve attempts span about an hour. */
export function defaultOutboxBackoff(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** (attempt - 1));
}

/**
 * Delivers the outbox's messages: claims due ones in a short transaction (rows other gateways are
 * claiming are skipped, not waited for), runs their handlers outside any transaction, then records the
 * outcome. A failed attempt is retried after a back-off until `maxAttempts`; a worker that dies holding
 * messages loses them only until its lease runs out. Delivery is therefore at least once.
 */
export class OutboxWorker {
  private readonly uow: UnitOfWork;
  private readonly outbox: Outbox;
  private readonly handlers: ReadonlyMap<string, OutboxHandler>;
  private readonly clock: () => Date;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;

  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<number> | null = null;
  private kickedDuringRun = false;
  private stopping = false;

  constructor(options: OutboxWorkerOptions) {
    this.uow = options.uow;
    this.outbox = options.outbox;
    this.handlers = options.handlers;
    this.clock = options.clock ?? (() => new Date());
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 12;
    this.backoffMs = options.backoffMs ?? defaultOutboxBackoff;
  }

  /** Polls, and answers the outbox's kicks, until `stop`. */
  start(): void {
    if (this.timer) return;
    this.unsubscribe = this.outbox.onKick(() => this.runInBackground());
    this.timer = setInterval(() => this.runInBackground(), this.pollIntervalMs);
    this.timer.unref();
    // What an earlier process left behind need not wait for the first poll.
    this.runInBackground();
  }

  /** Stops polling and waits for the messages already claimed to be delivered or given back. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stopping = true;
    try {
      await this.running?.catch(() => undefined);
    } finally {
      this.stopping = false;
    }
  }

  /** Delivers everything due now, batch after batch; returns how many messages were delivered. A call during a run joins it. */
  runDue(): Promise<number> {
    if (this.running) {
      // What made the caller ask may have been committed after the running pass looked: look once more.
      this.kickedDuringRun = true;
      return this.running;
    }
    const running = this.runPasses().finally(() => {
      this.running = null;
    });
    this.running = running;
    return running;
  }

  private runInBackground(): void {
    this.runDue().catch((error: unknown) => logger.error("outbox.run_failed", { error }));
  }

  private async runPasses(): Promise<number> {
    let delivered = 0;
    do {
      this.kickedDuringRun = false;
      delivered += await this.pass();
    } while (this.kickedDuringRun && !this.stopping);
    return delivered;
  }

  private async pass(): Promise<number> {
    if (!(await this.anyDeliverableDue())) return 0;
    let delivered = 0;
    while (!this.stopping) {
      const batch = await this.claim();
      if (batch.length === 0) break;
      const outcomes = await Promise.all(batch.map((message) => this.deliver(message)));
      delivered += outcomes.filter(Boolean).length;
    }
    return delivered;
  }

  /** A plain read, so an idle poll takes no locks; it also reports messages no handler here can deliver. */
  private async anyDeliverableDue(): Promise<boolean> {
    const ctx = systemContext("outbox:poll");
    const rows = await whereDue(this.uow.manager(ctx).createQueryBuilder(OutboxMessage, "message"), this.clock())
      .select("message.topic", "topic")
      .addSelect("COUNT(*)", "count")
      .groupBy("message.topic")
      .getRawMany<{ topic: string; count: number | string }>();
    const unhandled = rows.filter((row) => !this.handlers.has(row.topic));
    if (unhandled.length > 0) {
      // Not failed: a gateway of another version sharing the database may have the handler.
      logger.warn("outbox.no_handler", { requestId: ctx.requestId, dueByTopic: Object.fromEntries(unhandled.map((row) => [row.topic, Number(row.count)])) });
    }
    return unhandled.length < rows.length;
  }

  /** Takes a batch of due messages for the length of a lease; they are due again when it runs out. */
  private claim(): Promise<ClaimedMessage[]> {
    return this.uow.run(systemContext("outbox:claim"), async (tx) => {
      const now = this.clock();
      const manager = tx.transaction.manager;
      const query = whereDue(manager.createQueryBuilder(OutboxMessage, "message"), now)
        .andWhere("message.topic IN (:...topics)", { topics: [...this.handlers.keys()] })
        // The due index's own order, so the scan (and the rows it locks) stops at the batch size.
        .orderBy("message.availableAt")
        .addOrderBy("message.id")
        .limit(this.batchSize);
      // SKIP LOCKED lets gateways sharing a database claim different messages side by side; it takes effect with the lock forUpdate adds on MySQL.
      const due = await this.uow.forUpdate(query).setOnLocked("skip_locked").getMany();
      if (due.length === 0) return [];
      const leaseEnd = new Date(now.getTime() + this.leaseMs);
      await manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ attempts: () => "attempts + 1", lockedUntil: leaseEnd, availableAt: leaseEnd })
        .whereInIds(due.map((message) => message.id))
        .execute();
      return due.map(({ id, topic, key, payload, attempts }) => ({ id, topic, key, payload, attempts: attempts + 1 }));
    });
  }

  /** True when the handler succeeded. Never throws: a message whose outcome could not be recorded is due again after its lease. */
  private async deliver(message: ClaimedMessage): Promise<boolean> {
    const handler = this.handlers.get(message.topic);
    if (!handler) return false;
    const ctx = systemContext(`outbox:${message.topic}`);
    try {
      try {
        await withinLease(handler(ctx, JSON.parse(message.payload), { id: message.id, key: message.key, attempts: message.attempts }), this.leaseMs);
      } catch (error) {
        await this.recordFailure(ctx, message, error);
        return false;
      }
      await this.recordDelivery(ctx, message);
      return true;
    } catch (error) {
      logger.error("outbox.record_failed", { requestId: ctx.requestId, topic: message.topic, key: message.key, error });
      return false;
    }
  }

  private async recordDelivery(ctx: RequestContext, message: ClaimedMessage): Promise<void> {
    await this.uow.run(ctx, (tx) =>
      tx.transaction.manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ deliveredAt: this.clock(), lockedUntil: null, lastError: null })
        .where("id = :id AND delivered_at IS NULL", { id: message.id })
        .execute(),
    );
  }

  private async recordFailure(ctx: RequestContext, message: ClaimedMessage, error: unknown): Promise<void> {
    const now = this.clock();
    const gaveUp = message.attempts >= this.maxAttempts;
    const retryAt = new Date(now.getTime() + this.backoffMs(message.attempts));
    await this.uow.run(ctx, (tx) =>
      tx.transaction.manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ availableAt: retryAt, lockedUntil: null, lastError: errorText(error), failedAt: gaveUp ? now : null })
        // Only while the claim is still ours: after the lease another worker may have taken the message over.
        .where("id = :id AND attempts = :attempts AND delivered_at IS NULL", { id: message.id, attempts: message.attempts })
        .execute(),
    );
    const details = { requestId: ctx.requestId, topic: message.topic, key: message.key, attempts: message.attempts, error };
    if (gaveUp) logger.error("outbox.gave_up", details);
    else logger.warn("outbox.delivery_failed", { ...details, retryAt: retryAt.toISOString() });
  }
}

/** Not delivered, not given up on, available, and not leased to a worker. */
function whereDue(query: SelectQueryBuilder<OutboxMessage>, now: Date): SelectQueryBuilder<OutboxMessage> {
  return query
    .where("message.deliveredAt IS NULL")
    .andWhere("message.failedAt IS NULL")
    .andWhere("message.availableAt <= :now", { now })
    .andWhere("(message.lockedUntil IS NULL OR message.lockedUntil < :now)");
}

/** A handler that hangs must not hold the worker (and the gateway's shutdown) forever; by then another worker may have the message. */
async function withinLease(delivery: Promise<void>, leaseMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the handler was still running when its ${leaseMs} ms lease ran out`)), leaseMs);
    timer.unref();
  });
  try {
    await Promise.race([delivery, expired]);
  } finally {
    clearTimeout(timer);
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // By code point, as MySQL counts a varchar's characters, so an emoji is never cut in half.
  return Array.from(text).slice(0, MAX_ERROR_LENGTH).join("");
}
