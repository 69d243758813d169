import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { PLATFORM_SCHEMA } from "../../test-support/platform-schema";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { openDatabase } from "../database/data-source";
import { UnitOfWork } from "../database/unit-of-work";
import { systemContext } from "../request-context";
import { CacheGenerations } from "./cache-generations";
import { type Clock, GenerationalCache, UNTIL_CHANGED } from "./generational-cache";

class ManualClock implements Clock {
  private time = 1_000;
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

function counting<T>(value: T): { load: () => Promise<T>; calls: () => number } {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return value;
    },
    calls: () => calls,
  };
}

const [sqlite] = testDatabaseKinds();

describe("the generational cache", () => {
  let database: TestDatabase;
  let db: DataSource;
  let uow: UnitOfWork;
  let generations: CacheGenerations;
  const ctx = systemContext("test");

  beforeAll(async () => {
    database = await sqlite!.create();
    db = await openDatabase(database.config, PLATFORM_SCHEMA);
    uow = new UnitOfWork(db);
    generations = new CacheGenerations(db, 1_000);
    await generations.start();
  });
  afterAll(async () => {
    await generations.stop();
    await db.destroy();
    await database.drop();
  });

  const cacheOf = (dataSet: string, clock = new ManualClock(), ttlMs: number | typeof UNTIL_CHANGED = 10_000) =>
    new GenerationalCache(generations, { dataSet, ttlMs, clock });

  it("loads once for concurrent and repeated requests with the same key, and keeps keys apart", async () => {
    const cache = cacheOf("shared");
    const answer = counting(42);
    expect(await Promise.all([cache.getOrLoad(["a"], answer.load), cache.getOrLoad(["a"], answer.load)])).toEqual([42, 42]);
    expect(await cache.getOrLoad(["a"], answer.load)).toBe(42);
    expect(answer.calls()).toBe(1);
    expect(await cache.getOrLoad(["b"], async () => 7)).toBe(7);
  });

  it("does not keep a failed load", async () => {
    const cache = cacheOf("failing");
    await expect(cache.getOrLoad(["a"], () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.getOrLoad(["a"], async () => 7)).toBe(7);
  });

  it("expires entries after the time-to-live on its clock", async () => {
    const clock = new ManualClock();
    const cache = cacheOf("expiring", clock, 30);
    expect(await cache.getOrLoad(["a"], async () => 1)).toBe(1);
    clock.advance(29);
    expect(await cache.getOrLoad(["a"], async () => 2)).toBe(1);
    clock.advance(2);
    expect(await cache.getOrLoad(["a"], async () => 3)).toBe(3);
  });

  it("forgets its data set as soon as a write to it commits, and only then", async () => {
    const cache = cacheOf("stories");
    const other = cacheOf("orders");
    expect(await cache.getOrLoad(["page"], async () => "before")).toBe("before");
    expect(await other.getOrLoad(["page"], async () => "orders")).toBe("orders");

    await expect(
      uow.run(ctx, async (tx) => {
        await generations.bump(tx, "stories");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await cache.getOrLoad(["page"], async () => "after")).toBe("before");

    await uow.run(ctx, (tx) => generations.bump(tx, "stories"));
    expect(await cache.getOrLoad(["page"], async () => "after")).toBe("after");
    expect(await other.getOrLoad(["page"], async () => "changed")).toBe("orders");
  });

  it("forgets its data set when a write commits but its generation cannot be read, and takes the real one next", async () => {
    let databaseGone = false;
    // The generations' reads fail while the database is "gone"; the write itself goes through the unit of work.
    const flakyReads = new Proxy(db, {
      get: (target, property, receiver) =>
        property === "query" && databaseGone
          ? () => {
              throw new Error("the database went away");
            }
          : (Reflect.get(target, property, receiver) as unknown),
    });
    const flaky = new CacheGenerations(flakyReads, 1_000);
    await flaky.start();
    const cache = new GenerationalCache(flaky, { dataSet: "flaky", ttlMs: UNTIL_CHANGED });
    expect(await cache.getOrLoad(["total"], async () => 10)).toBe(10);

    databaseGone = true;
    await uow.run(ctx, (tx) => flaky.bump(tx, "flaky"));
    expect(await cache.getOrLoad(["total"], async () => 11)).toBe(11);

    databaseGone = false;
    await flaky.refresh();
    expect(flaky.current("flaky")).toBe(1);
    expect(await cache.getOrLoad(["total"], async () => 12)).toBe(12);
    await flaky.stop();
  });

  it("never serves a load that began before a write", async () => {
    const cache = cacheOf("racing");
    let finishStaleLoad: (value: string) => void = () => {};
    const stale = cache.getOrLoad(["page"], () => new Promise<string>((resolve) => (finishStaleLoad = resolve)));
    await uow.run(ctx, (tx) => generations.bump(tx, "racing"));
    finishStaleLoad("stale");
    expect(await stale).toBe("stale");
    expect(await cache.getOrLoad(["page"], async () => "fresh")).toBe("fresh");
  });

  it("is off with a time-to-live of 0", async () => {
    const cache = cacheOf("off", new ManualClock(), 0);
    const answer = counting("x");
    await cache.getOrLoad(["a"], answer.load);
    await cache.getOrLoad(["a"], answer.load);
    expect(answer.calls()).toBe(2);
  });

  it("keeps an entry until its data set changes, however long, when told to", async () => {
    const clock = new ManualClock();
    const cache = cacheOf("counts", clock, UNTIL_CHANGED);
    expect(await cache.getOrLoad(["total"], async () => 10)).toBe(10);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await cache.getOrLoad(["total"], async () => 11)).toBe(10);
    await uow.run(ctx, (tx) => generations.bump(tx, "counts"));
    expect(await cache.getOrLoad(["total"], async () => 11)).toBe(11);
  });

  it("reads the generation first for a confirmed read, so another process's write is never served over", async () => {
    const cache = cacheOf("shared-counts", new ManualClock(), UNTIL_CHANGED);
    expect(await cache.getOrLoad(["total"], async () => 10)).toBe(10);
    // Another gateway's write: the row changes, nothing here is told.
    await db.query("INSERT INTO cache_generations (name, generation) VALUES ('shared-counts', 1) ON CONFLICT (name) DO UPDATE SET generation = generation + 1");
    expect(await cache.getOrLoad(["total"], async () => 11)).toBe(10);
    const confirmed = await Promise.all([cache.getOrLoadConfirmed(ctx, ["total"], async () => 11), cache.getOrLoadConfirmed(ctx, ["total"], async () => 12)]);
    expect(confirmed).toEqual([11, 11]);
  });

  it("waits for the read a request started as it arrived, rather than reading the generations again", async () => {
    const cache = cacheOf("arrival-counts", new ManualClock(), UNTIL_CHANGED);
    expect(await cache.getOrLoad(["total"], async () => 10)).toBe(10);
    const arrivalRead = generations.refresh();
    // Another gateway's write after the request arrived (and its read started): this request need not see it.
    await arrivalRead;
    await db.query("INSERT INTO cache_generations (name, generation) VALUES ('arrival-counts', 1) ON CONFLICT (name) DO UPDATE SET generation = generation + 1");
    const arrived = { ...ctx, generationsRead: arrivalRead };
    expect(await cache.getOrLoadConfirmed(arrived, ["total"], async () => 11)).toBe(10);
    expect(await cache.getOrLoadConfirmed(ctx, ["total"], async () => 11)).toBe(11);
  });
});
