import pLimit, { type Limit } from "p-limit";
import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { logger } from "../logger";
import type { RequestContext, Transaction, TransactionalContext } from "../request-context";
import { isLockWaitTimeout, isRetryableLockError } from "./database-errors";

type CommitHook = () => void | Promise<void>;

export interface UnitOfWorkOptions {
  /** Where reads outside a transaction go, when not to the transactions' own database (SQLite's read connection). */
  reads?: DataSource;
  /** How many times a transaction that lost a lock race is run in all. */
  maxAttempts?: number;
  /** Pause before attempt `attempt` (2, 3, …), so racing transactions spread out. */
  backoffMs?: (attempt: number) => number;
}

const DEFAULT_MAX_ATTEMPTS = 5;
/**
 * Transactions open at once, the others waiting their turn (SQLite's run one at a time anyway). On MySQL, a burst of
 * them (200 checkouts, an operator's credit grants) all run together locks the same index ranges in more orders than
 * retries can untangle; at ten, grants still deadlocked past their retries under load. Reads outside a transaction take
 * the pool's other connections.
 */
const CONCURRENT_TRANSACTIONS = 5;

/** SQLite's turn queue belongs to the database, however many units of work share it. */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();
const defaultBackoff = (attempt: number) => Math.random() * 10 * 2 ** attempt;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs work in one database transaction on either dialect. On SQLite, whose TypeORM driver shares
 * a single connection, transactions wait their turn in a queue instead of colliding; on MySQL and
 * MariaDB they run side by side, may lock rows with `forUpdate`, and are run again as a whole when
 * they lose a lock race. Hooks registered with `afterCommit` run once the commit has happened (and
 * SQLite's queue has moved on), never for a transaction that rolled back.
 *
 * Work that returns a failure result still commits what it wrote: check first, then write. Inside
 * a unit of work, pass its context on; a fresh context would wait for the open one on SQLite.
 */
export class UnitOfWork {
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly reads: DataSource;
  private readonly transactionTurns: Limit = pLimit(CONCURRENT_TRANSACTIONS);

  constructor(
    private readonly db: DataSource,
    options: UnitOfWorkOptions = {},
  ) {
    this.reads = options.reads ?? db;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
  }

  get dialect(): "sqlite" | "mysql" {
    return this.db.options.type === "mysql" ? "mysql" : "sqlite";
  }

  /** The manager a service reads with: the transaction's inside a unit of work, else one that sees only committed data. */
  manager(ctx: RequestContext): EntityManager {
    return ctx.transaction?.manager ?? this.reads.manager;
  }

  /** Inside a unit of work that is already open, the work joins it. */
  async run<T>(ctx: RequestContext, work: (tx: TransactionalContext) => Promise<T>): Promise<T> {
    if (ctx.transaction) return work({ ...ctx, transaction: ctx.transaction });
    const { result, hooks } = this.dialect === "mysql" ? await this.runWithRetries(ctx, work) : await this.inSqliteTurn(() => this.runWithRetries(ctx, work));
    await this.runCommitHooks(ctx, hooks);
    return result;
  }

  /** Locks the selected rows until the transaction ends (SQLite needs none: its transactions run one at a time). */
  forUpdate<Entity extends ObjectLiteral>(query: SelectQueryBuilder<Entity>): SelectQueryBuilder<Entity> {
    return this.dialect === "mysql" ? query.setLock("pessimistic_write") : query;
  }

  private inSqliteTurn<T>(turn: () => Promise<T>): Promise<T> {
    const mine = (sqliteQueues.get(this.db) ?? Promise.resolve()).then(turn);
    sqliteQueues.set(
      this.db,
      mine.catch(() => undefined),
    );
    return mine;
  }

  private async runWithRetries<T>(ctx: RequestContext, work: (tx: TransactionalContext) => Promise<T>): Promise<{ result: T; hooks: CommitHook[] }> {
    for (let attempt = 1; ; attempt++) {
      const hooks: CommitHook[] = [];
      try {
        const result = await this.transactionTurns(() =>
          this.db.transaction((manager) => {
            const transaction: Transaction = { manager, afterCommit: (hook) => hooks.push(hook) };
            return work({ ...ctx, transaction });
          }),
        );
        return { result, hooks };
      } catch (error) {
        const attempts = isLockWaitTimeout(error) ? Math.min(2, this.maxAttempts) : this.maxAttempts;
        if (attempt >= attempts || !isRetryableLockError(error)) throw error;
        logger.warn("unit_of_work.retry", { requestId: ctx.requestId, attempt, error });
        await pause(this.backoffMs(attempt + 1));
      }
    }
  }

  /** The work is committed: a failing side effect is logged, never reported as a failed transaction. */
  private async runCommitHooks(ctx: RequestContext, hooks: CommitHook[]): Promise<void> {
    for (const hook of hooks) {
      try {
        await hook();
      } catch (error) {
        logger.error("unit_of_work.after_commit_failed", { requestId: ctx.requestId, error });
      }
    }
  }
}
