import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { PLATFORM_SCHEMA } from "../../test-support/platform-schema";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { openDatabase, openSqliteReadConnection } from "../database/data-source";
import { UnitOfWork } from "../database/unit-of-work";
import { systemContext } from "../request-context";
import { Outbox, type OutboxDelivery, type OutboxHandler, type OutboxMessageInput } from "./outbox";
import { OutboxMessage } from "./outbox-message.entity";
import { OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker";

const OUTBOX_SCHEMA = { ...PLATFORM_SCHEMA, entities: [...PLATFORM_SCHEMA.entities, OutboxMessage] };
const START = new Date("2030-01-01T00:00:00.000Z");
const LEASE_MS = 60_000;

/** A promise and its resolver, to line deliveries up without timing. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface Recorded {
  payload: unknown;
  delivery: OutboxDelivery;
}

describe.each(testDatabaseKinds())("the outbox on $name", (kind) => {
  let database: TestDatabase;
  let db: DataSource;
  let reads: DataSource;
  let uow: UnitOfWork;
  let now: Date;
  const clock = () => now;
  const outbox = new Outbox({ clock });
  const ctx = systemContext("test");

  beforeAll(async () => {
    database = await kind.create();
    db = await openDatabase(database.config, OUTBOX_SCHEMA);
    reads = database.config.dialect === "sqlite" ? await openSqliteReadConnection(database.config, OUTBOX_SCHEMA) : db;
    uow = new UnitOfWork(db, { reads, backoffMs: () => 0 });
  });
  afterAll(async () => {
    if (reads !== db) await reads.destroy();
    await db.destroy();
    await database.drop();
  });
  beforeEach(async () => {
    now = START;
    await db.createQueryBuilder().delete().from(OutboxMessage).execute();
  });

  function advance(ms: number): void {
    now = new Date(now.getTime() + ms);
  }

  function worker(handlers: Record<string, OutboxHandler>, options: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
    return new OutboxWorker({ uow, outbox, handlers: new Map(Object.entries(handlers)), clock, leaseMs: LEASE_MS, backoffMs: (attempt) => attempt * 1000, ...options });
  }

  /** A handler that records what it was given. */
  function recording(): { handler: OutboxHandler; calls: Recorded[] } {
    const calls: Recorded[] = [];
    return {
      calls,
      handler: async (_ctx, payload, delivery) => {
        calls.push({ payload, delivery });
      },
    };
  }

  function enqueue(...messages: OutboxMessageInput[]): Promise<void> {
    return uow.run(ctx, async (tx) => {
      for (const message of messages) await outbox.enqueue(tx, message);
    });
  }

  function row(key: string): Promise<OutboxMessage> {
    return db.getRepository(OutboxMessage).findOneByOrFail({ key });
  }

  it("delivers a committed message once, with its payload, to its topic's handler", async () => {
    const mail = recording();
    await enqueue({ topic: "mail", key: "welcome:1", payload: { userId: 1, name: "Ada" } });
    const delivering = worker({ mail: mail.handler });

    expect(await delivering.runDue()).toBe(1);
    expect(await delivering.runDue()).toBe(0);
    expect(mail.calls).toEqual([{ payload: { userId: 1, name: "Ada" }, delivery: { id: expect.any(Number), key: "welcome:1", attempts: 1 } }]);
    const delivered = await row("welcome:1");
    expect(delivered.deliveredAt?.getTime()).toBe(START.getTime());
    expect(delivered.lockedUntil).toBeNull();
  });

  it("delivers nothing enqueued in a transaction that rolled back", async () => {
    const mail = recording();
    await expect(
      uow.run(ctx, async (tx) => {
        await outbox.enqueue(tx, { topic: "mail", key: "receipt:1", payload: {} });
        throw new Error("the payment was declined");
      }),
    ).rejects.toThrow("the payment was declined");

    expect(await worker({ mail: mail.handler }).runDue()).toBe(0);
    expect(mail.calls).toEqual([]);
    expect(await db.getRepository(OutboxMessage).count()).toBe(0);
  });

  it("keeps one message per key, in one transaction or several, before and after delivery", async () => {
    const mail = recording();
    const delivering = worker({ mail: mail.handler });
    await enqueue({ topic: "mail", key: "receipt:2", payload: { copy: 1 } }, { topic: "mail", key: "receipt:2", payload: { copy: 2 } });
    await enqueue({ topic: "mail", key: "receipt:2", payload: { copy: 3 } });
    expect(await delivering.runDue()).toBe(1);
    await enqueue({ topic: "mail", key: "receipt:2", payload: { copy: 4 } });

    expect(await delivering.runDue()).toBe(0);
    expect(mail.calls.map((call) => call.payload)).toEqual([{ copy: 1 }]);
    expect(await db.getRepository(OutboxMessage).count()).toBe(1);
  });

  it("waits for a message's availableAt", async () => {
    const mail = recording();
    const delivering = worker({ mail: mail.handler });
    await enqueue({ topic: "mail", key: "reminder:1", payload: {}, availableAt: new Date(START.getTime() + 3_600_000) });

    expect(await delivering.runDue()).toBe(0);
    advance(3_600_000);
    expect(await delivering.runDue()).toBe(1);
  });

  it("retries a failing handler after its back-off and delivers it once it succeeds", async () => {
    let calls = 0;
    const attempts: number[] = [];
    const delivering = worker({
      webhook: async (_ctx, _payload, delivery) => {
        calls += 1;
        attempts.push(delivery.attempts);
        if (delivery.attempts < 3) throw new Error(`the endpoint answered 503 (attempt ${delivery.attempts})`);
      },
    });
    await enqueue({ topic: "webhook", key: "order-paid:7", payload: { orderId: 7 } });

    expect(await delivering.runDue()).toBe(0);
    let message = await row("order-paid:7");
    expect(message.attempts).toBe(1);
    expect(message.lastError).toContain("the endpoint answered 503 (attempt 1)");
    expect(message.availableAt.getTime()).toBe(START.getTime() + 1000);
    expect(message.lockedUntil).toBeNull();

    advance(999);
    expect(await delivering.runDue()).toBe(0);
    expect(calls).toBe(1);

    advance(1);
    expect(await delivering.runDue()).toBe(0);
    message = await row("order-paid:7");
    expect(message.attempts).toBe(2);
    expect(message.availableAt.getTime()).toBe(now.getTime() + 2000);

    advance(2000);
    expect(await delivering.runDue()).toBe(1);
    message = await row("order-paid:7");
    expect(attempts).toEqual([1, 2, 3]);
    expect(message.deliveredAt?.getTime()).toBe(now.getTime());
    expect(message.failedAt).toBeNull();
    expect(message.lastError).toBeNull();
  });

  it("gives up at maxAttempts, marks the message failed and never tries it again", async () => {
    let calls = 0;
    const delivering = worker(
      {
        webhook: async () => {
          calls += 1;
          throw new Error("x".repeat(1200));
        },
      },
      { maxAttempts: 3 },
    );
    await enqueue({ topic: "webhook", key: "order-paid:8", payload: {} });

    for (let pass = 0; pass < 5; pass++) {
      await delivering.runDue();
      advance(3_600_000);
    }
    const message = await row("order-paid:8");
    expect(calls).toBe(3);
    expect(message.attempts).toBe(3);
    expect(message.failedAt).not.toBeNull();
    expect(message.deliveredAt).toBeNull();
    expect(message.lastError).toHaveLength(1000);
  });

  it("delivers a message whose worker died holding it once the lease runs out", async () => {
    const claimed = signal();
    const release = signal();
    const crashed = worker({
      mail: async () => {
        claimed.resolve();
        await release.promise;
      },
    });
    const survivor = recording();
    await enqueue({ topic: "mail", key: "welcome:2", payload: {} });

    const crashedRun = crashed.runDue();
    await claimed.promise;
    expect(await worker({ mail: survivor.handler }).runDue()).toBe(0);

    advance(LEASE_MS + 1);
    expect(await worker({ mail: survivor.handler }).runDue()).toBe(1);
    expect(survivor.calls.map((call) => call.delivery.attempts)).toEqual([2]);
    expect((await row("welcome:2")).deliveredAt).not.toBeNull();

    // The first worker was only slow, and finishes too: at least once, so handlers deduplicate on the key.
    release.resolve();
    expect(await crashedRun).toBe(1);
  });

  it("leaves messages without a handler here undelivered and unfailed for a gateway that has one", async () => {
    const mail = recording();
    await enqueue({ topic: "pdf-stamp", key: "kit:9", payload: {} }, { topic: "mail", key: "welcome:3", payload: {} });

    expect(await worker({ mail: mail.handler }).runDue()).toBe(1);
    const waiting = await row("kit:9");
    expect(waiting).toMatchObject({ attempts: 0, deliveredAt: null, failedAt: null, lockedUntil: null });

    const stamp = recording();
    expect(await worker({ "pdf-stamp": stamp.handler }).runDue()).toBe(1);
    expect(stamp.calls.map((call) => call.delivery.key)).toEqual(["kit:9"]);
  });

  it("joins a run already under way instead of starting a second one", async () => {
    const mail = recording();
    const delivering = worker({ mail: mail.handler }, { batchSize: 2 });
    await enqueue(...Array.from({ length: 5 }, (_, index) => ({ topic: "mail", key: `news:${index}`, payload: { index } })));

    const [first, second] = await Promise.all([delivering.runDue(), delivering.runDue()]);
    expect([first, second]).toEqual([5, 5]);
    expect(mail.calls.map((call) => call.delivery.key).sort()).toEqual(["news:0", "news:1", "news:2", "news:3", "news:4"]);
  });

  it("delivers on a kick after commit without waiting for the next poll", async () => {
    const delivered = signal();
    const delivering = worker({ mail: async () => delivered.resolve() }, { pollIntervalMs: 3_600_000 });
    delivering.start();
    try {
      await uow.run(ctx, async (tx) => {
        await outbox.enqueue(tx, { topic: "mail", key: "welcome:4", payload: {} });
        tx.transaction.afterCommit(() => outbox.kick());
      });
      await delivered.promise;
    } finally {
      await delivering.stop();
    }
    expect((await row("welcome:4")).deliveredAt).not.toBeNull();
  });

  it("refuses a key too long to be stored whole", async () => {
    await expect(enqueue({ topic: "mail", key: "k".repeat(191), payload: {} })).rejects.toThrow("Outbox key must be 1 to 190 characters");
  });

  it.runIf(kind.name === "mysql")("has two gateways' workers deliver each of 50 messages exactly once between them", async () => {
    const second = await openDatabase(database.config, OUTBOX_SCHEMA);
    try {
      const deliveries = new Map<string, string[]>();
      const handlerOf =
        (gateway: string): OutboxHandler =>
        async (_ctx, _payload, delivery) => {
          deliveries.set(delivery.key, [...(deliveries.get(delivery.key) ?? []), gateway]);
        };
      const keys = Array.from({ length: 50 }, (_, index) => `bulk:${index}`);
      await enqueue(...keys.map((key) => ({ topic: "mail", key, payload: {} })));
      const first = worker({ mail: handlerOf("first") }, { batchSize: 5 });
      const other = new OutboxWorker({ uow: new UnitOfWork(second, { backoffMs: () => 0 }), outbox, handlers: new Map([["mail", handlerOf("second")]]), clock, leaseMs: LEASE_MS, batchSize: 5 });

      const [byFirst, bySecond] = await Promise.all([first.runDue(), other.runDue()]);

      expect(byFirst + bySecond).toBe(50);
      expect([...deliveries.keys()].sort()).toEqual([...keys].sort());
      expect([...deliveries.values()].filter((gateways) => gateways.length !== 1)).toEqual([]);
      expect(await db.getRepository(OutboxMessage).countBy({ attempts: 1 })).toBe(50);
    } finally {
      await second.destroy();
    }
  });
});
