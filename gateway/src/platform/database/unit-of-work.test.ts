import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DataSource, QueryFailedError } from "typeorm";
import { PLATFORM_SCHEMA } from "../../test-support/platform-schema";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { CacheGeneration } from "../caches/cache-generation.entity";
import { systemContext, type TransactionalContext } from "../request-context";
import { openDatabase, openSqliteReadConnection } from "./data-source";
import { UnitOfWork } from "./unit-of-work";

function deadlock(): QueryFailedError {
  return new QueryFailedError("UPDATE …", [], Object.assign(new Error("Deadlock found when trying to get lock"), { errno: 1213, code: "ER_LOCK_DEADLOCK" }));
}

/** A promise and its resolver, to line transactions up without timing. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe.each(testDatabaseKinds())("the unit of work on $name", (kind) => {
  let database: TestDatabase;
  let db: DataSource;
  let reads: DataSource;
  let uow: UnitOfWork;
  const ctx = systemContext("test");

  beforeAll(async () => {
    database = await kind.create();
    db = await openDatabase(database.config, PLATFORM_SCHEMA);
    reads = database.config.dialect === "sqlite" ? await openSqliteReadConnection(database.config, PLATFORM_SCHEMA) : db;
    uow = new UnitOfWork(db, { reads, backoffMs: () => 0 });
  });
  afterAll(async () => {
    if (reads !== db) await reads.destroy();
    await db.destroy();
    await database.drop();
  });

  /** Read from the connection that sees only committed data, as services outside a transaction do. */
  async function counter(name: string): Promise<number | undefined> {
    return (await reads.getRepository(CacheGeneration).findOneBy({ name }))?.generation;
  }

  async function increment(tx: TransactionalContext, name: string): Promise<void> {
    const manager = tx.transaction.manager;
    const row = await uow.forUpdate(manager.createQueryBuilder(CacheGeneration, "row").where("row.name = :name", { name })).getOneOrFail();
    await manager.update(CacheGeneration, { name }, { generation: row.generation + 1 });
  }

  it("ends 50 concurrent read-modify-write transactions on one counter at exactly 50", async () => {
    await db.getRepository(CacheGeneration).insert({ name: "fifty", generation: 0 });
    await Promise.all(Array.from({ length: 50 }, () => uow.run(ctx, (tx) => increment(tx, "fifty"))));
    expect(await counter("fifty")).toBe(50);
  });

  it("keeps at most five transactions open at once, the rest waiting their turn, while reads go on beside them", async () => {
    const turns = kind.name === "sqlite" ? 1 : 5;
    const allTurnsTaken = signal();
    const release = signal();
    let open = 0;
    let mostOpen = 0;
    const all = Promise.all(
      Array.from({ length: 25 }, () =>
        uow.run(ctx, async (tx) => {
          open += 1;
          mostOpen = Math.max(mostOpen, open);
          await tx.transaction.manager.query("SELECT 1");
          if (open === turns) allTurnsTaken.resolve();
          await release.promise;
          open -= 1;
        }),
      ),
    );
    await allTurnsTaken.promise;
    // Every turn is taken: a read outside the transactions still answers, and no other transaction has begun meanwhile.
    await expect(reads.query("SELECT 1 AS one")).resolves.toEqual([{ one: 1 }]);
    expect(open).toBe(turns);
    release.resolve();
    await all;
    expect(mostOpen).toBe(turns);
  });

  it("leaves nothing behind and runs no afterCommit hook when the work throws", async () => {
    const hooks: string[] = [];
    await expect(
      uow.run(ctx, async (tx) => {
        await tx.transaction.manager.insert(CacheGeneration, { name: "rolled-back", generation: 1 });
        tx.transaction.afterCommit(() => {
          hooks.push("ran");
        });
        throw new Error("the payment was declined");
      }),
    ).rejects.toThrow("the payment was declined");
    expect(await counter("rolled-back")).toBeUndefined();
    expect(hooks).toEqual([]);
  });

  it("keeps reads outside a transaction to committed data while a transaction is open", async () => {
    const written = signal();
    const finish = signal();
    const open = uow.run(ctx, async (tx) => {
      await tx.transaction.manager.insert(CacheGeneration, { name: "uncommitted", generation: 1 });
      written.resolve();
      await finish.promise;
      throw new Error("rolled back in the end");
    });
    await written.promise;
    expect(await uow.manager(ctx).findOneBy(CacheGeneration, { name: "uncommitted" })).toBeNull();
    finish.resolve();
    await expect(open).rejects.toThrow("rolled back in the end");
  });

  it("runs afterCommit hooks once, after the commit, with the committed data visible", async () => {
    const seen: (number | undefined)[] = [];
    await uow.run(ctx, async (tx) => {
      await tx.transaction.manager.insert(CacheGeneration, { name: "committed", generation: 7 });
      tx.transaction.afterCommit(async () => {
        seen.push(await counter("committed"));
      });
    });
    expect(seen).toEqual([7]);
  });

  it("runs the whole work again after a deadlock, keeping nothing of the failed attempt", async () => {
    await db.getRepository(CacheGeneration).insert({ name: "retried", generation: 0 });
    let attempts = 0;
    const hooks: number[] = [];
    await uow.run(ctx, async (tx) => {
      attempts += 1;
      await increment(tx, "retried");
      tx.transaction.afterCommit(() => {
        hooks.push(attempts);
      });
      if (attempts === 1) throw deadlock();
    });
    expect(attempts).toBe(2);
    expect(hooks).toEqual([2]);
    expect(await counter("retried")).toBe(1);
  });

  it("gives up after the last attempt and reports the lock error", async () => {
    let attempts = 0;
    const failing = new UnitOfWork(db, { maxAttempts: 3, backoffMs: () => 0 });
    await expect(
      failing.run(ctx, async () => {
        attempts += 1;
        throw deadlock();
      }),
    ).rejects.toBeInstanceOf(QueryFailedError);
    expect(attempts).toBe(3);
  });

  it("tries a transaction that timed out waiting for a lock only once more", async () => {
    let attempts = 0;
    const lockWaitTimeout = new QueryFailedError("UPDATE …", [], Object.assign(new Error("Lock wait timeout exceeded"), { errno: 1205, code: "ER_LOCK_WAIT_TIMEOUT" }));
    await expect(
      uow.run(ctx, async () => {
        attempts += 1;
        throw lockWaitTimeout;
      }),
    ).rejects.toBe(lockWaitTimeout);
    expect(attempts).toBe(2);
  });

  it("never retries an ordinary failure", async () => {
    let attempts = 0;
    await expect(
      uow.run(ctx, async () => {
        attempts += 1;
        throw new Error("out of stock");
      }),
    ).rejects.toThrow("out of stock");
    expect(attempts).toBe(1);
  });

  it("joins the transaction already open instead of starting another", async () => {
    await expect(
      uow.run(ctx, async (outer) => {
        await outer.transaction.manager.insert(CacheGeneration, { name: "nested", generation: 1 });
        await uow.run(outer, async (inner) => {
          expect(inner.transaction).toBe(outer.transaction);
          await increment(inner, "nested");
        });
        throw new Error("the outer work fails");
      }),
    ).rejects.toThrow("the outer work fails");
    expect(await counter("nested")).toBeUndefined();
  });

  it.runIf(kind.name === "mysql")("survives a real deadlock between two transactions locking rows in opposite order", async () => {
    await db.getRepository(CacheGeneration).insert([
      { name: "left", generation: 0 },
      { name: "right", generation: 0 },
    ]);
    const leftLocked = signal();
    const rightLocked = signal();
    const crosswise = (first: string, second: string, locked: { resolve: () => void }, otherLocked: Promise<void>) =>
      uow.run(ctx, async (tx) => {
        await increment(tx, first);
        locked.resolve();
        // Both hold their first row before either asks for the other's: InnoDB must pick a victim.
        await otherLocked;
        await increment(tx, second);
      });
    await Promise.all([crosswise("left", "right", leftLocked, rightLocked.promise), crosswise("right", "left", rightLocked, leftLocked.promise)]);
    expect([await counter("left"), await counter("right")]).toEqual([2, 2]);
  });
});
