import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Connection, createConnection } from "mysql2/promise";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SANDBOX_WEBHOOK_TOPIC } from "../modules/orders/payments/sandbox/sandbox-provider";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../modules/orders/payments/sandbox/sandbox-signature";
import { loadConfig } from "../platform/config";
import { LinkSigner } from "../platform/signing/link-signer";
import { resolveSigningSecret } from "../platform/signing/signing-secret";
import { PAYING_CARD, payInSandbox, ShopClient, startShop, storyFixtures } from "../test-support/commerce.test-fixtures";
import { freePort } from "../test-support/free-port";
import type { StoryFixture } from "../test-support/story-fixtures";
import type { TestDatabase, TestDatabaseKind } from "../test-support/test-databases";
import { type GatewayProcess, startGatewayProcess } from "./support/gateway-process";
import { describeOnMariaDb } from "./support/mariadb-suite";
import { deliveredOnce, orderOutcomes, type ShopSql } from "./support/order-outcomes";
import { pollUntil } from "./support/poll";
import { printFigure } from "./support/reliability-figure";

const RECOVERY_TIMEOUT_MS = 30_000;
/** A message the dead gateway had claimed is due again when its lease (the outbox worker's 60 s) runs out. */
const REDELIVERY_TIMEOUT_MS = 90_000;
/**
 * InnoDB refreshes what information_schema.innodb_trx shows only when nobody read it in the last 100 ms: polled
 * faster, it keeps showing the first answer forever.
 */
const LOCK_POLL_INTERVAL_MS = 250;

describeOnMariaDb("the gateway killed between payment and fulfilment", (kind) => {
  const [story, unheardStory] = storyFixtures("k", 2) as [StoryFixture, StoryFixture];
  let database: TestDatabase;
  let dataDir: string;
  let port: number;
  let observer: Connection;
  let gateway: GatewayProcess | null = null;

  beforeAll(async () => {
    database = await kind.create();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-killed-"));
    port = await freePort();
    // The test's usual shop puts the story and its kit file in place, then leaves the database to the built gateway.
    const keepDatabase: TestDatabaseKind = { name: "mysql", create: async () => ({ config: database.config, drop: async () => {} }) };
    const preparing = await startShop(keepDatabase, { stories: [story, unheardStory] });
    fs.cpSync(path.join(preparing.gateway.dataDir, "kits"), path.join(dataDir, "kits"), { recursive: true });
    await preparing.stop();
    observer = await createConnection(databaseUrl());
  });
  afterAll(async () => {
    await gateway?.stop();
    await observer?.end();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function databaseUrl(): string {
    if (database.config.dialect !== "mysql") throw new Error("The kill test runs on MariaDB");
    return database.config.url;
  }

  const sql: ShopSql = async (query, params) => (await observer.query(query, params ? [...params] : []))[0] as Record<string, unknown>[];

  /** Transactions of this database's connections that wait for a row lock. */
  async function waitingForLocks(): Promise<number> {
    const [row] = await sql(
      `SELECT COUNT(*) AS n FROM information_schema.innodb_trx trx JOIN information_schema.processlist connection ON connection.id = trx.trx_mysql_thread_id
       WHERE trx.trx_state = 'LOCK WAIT' AND connection.db = DATABASE()`,
    );
    return Number(row?.n);
  }

  /** The built gateway on the test's database, data directory and port; one at a time, as they share the port. */
  async function startGateway(): Promise<GatewayProcess> {
    await gateway?.stop();
    gateway = null;
    return startGatewayProcess({ databaseUrl: databaseUrl(), dataDir, port });
  }

  /**
   * Runs `work` while another transaction holds the rows `lockQuery` selects, then lets them go: what the gateway does
   * that needs those rows waits meanwhile, exactly where the test wants it to be when it kills it.
   */
  async function whileRowsHeld(lockQuery: string, params: readonly unknown[], work: () => Promise<void>): Promise<void> {
    const blocker = await createConnection(databaseUrl());
    try {
      await blocker.beginTransaction();
      await blocker.query(lockQuery, [...params]);
      await work();
    } finally {
      await blocker.rollback();
      await blocker.end();
    }
  }

  it("finishes the order exactly once after a restart, and a late copy of the webhook changes nothing", async () => {
    gateway = await startGateway();
    const visitor = new ShopClient(gateway.baseUrl);
    await visitor.addToCart(`kit-${story.id}`);
    await visitor.setCartEmail("killed@example.test");
    const { orderId, redirectUrl } = await visitor.startCheckout();

    // Another transaction holds the story's row (an operator saving it, a slow report): delivering the kit counts a
    // download on that row, so fulfilment waits there, after the payment was recorded and committed on its own.
    await whileRowsHeld("SELECT id FROM stories WHERE id = ? FOR UPDATE", [story.id], async () => {
      expect((await payInSandbox(redirectUrl, PAYING_CARD, "Killed Detective")).status).toBe(303);
      const midFulfilment = await pollUntil(async () => (await orderOutcomes(sql, dataDir, [orderId]))[0]?.state === "paid" && (await waitingForLocks()) > 0, {
        timeoutMs: RECOVERY_TIMEOUT_MS,
        intervalMs: LOCK_POLL_INTERVAL_MS,
      });
      expect(midFulfilment).toBe(true);
      await gateway?.kill();
    });
    const [atTheKill] = await orderOutcomes(sql, dataDir, [orderId]);
    expect(atTheKill).toMatchObject({ state: "paid", paid: true, fulfilledLines: 0, libraryEntries: 0, confirmationsQueued: 0, mails: 0 });

    const restartedAt = performance.now();
    gateway = await startGateway();
    // Nothing asks the new gateway to look: its reconciler finds the paid, undelivered order as it starts.
    await pollUntil(async () => (await orderOutcomes(sql, dataDir, [orderId])).every(deliveredOnce), { timeoutMs: RECOVERY_TIMEOUT_MS, intervalMs: 50 });
    const reconciledMs = performance.now() - restartedAt;
    const [afterRestart] = await orderOutcomes(sql, dataDir, [orderId]);

    // The sandbox's webhook was in flight when the gateway died; its outbox sends it again once the lease runs out.
    const [message] = await sql("SELECT payload FROM outbox_messages WHERE topic = ? AND payload LIKE ?", [SANDBOX_WEBHOOK_TOPIC, `%${orderId}%`]);
    const body = JSON.stringify((JSON.parse(String(message?.payload)) as { event: unknown }).event);
    const secret = new LinkSigner(resolveSigningSecret(loadConfig({ DATA_DIR: dataDir }))).derivedSecret("sandbox-webhook");
    const late = await fetch(`${gateway.baseUrl}/webhooks/sandbox`, {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, body, Math.floor(Date.now() / 1000)) },
      body,
    });
    const [afterLateWebhook] = await orderOutcomes(sql, dataDir, [orderId]);
    const [downloads] = await sql("SELECT downloads AS n FROM stories WHERE id = ?", [story.id]);

    printFigure(
      `gateway SIGKILLed after the payment was recorded, mid-fulfilment → at the kill: order ${atTheKill?.state}, ${atTheKill?.libraryEntries} library entries; ` +
        `after restart: reconciled in ${reconciledMs.toFixed(0)} ms, order ${afterLateWebhook?.state} ${afterLateWebhook?.fulfilledLines}×, ${afterLateWebhook?.libraryEntries} library entry, ` +
        `${afterLateWebhook?.mails} confirmation email, ${Number(downloads?.n)} download counted; the late webhook answered ${late.status} and changed nothing; 0 lost`,
    );
    expect(afterRestart).toMatchObject({ state: "fulfilled", paid: true, lines: 1, fulfilledLines: 1, libraryEntries: 1, confirmationsQueued: 1, confirmationsDelivered: 1, mails: 1 });
    expect(late.status).toBe(200);
    expect(afterLateWebhook).toEqual(afterRestart);
    expect(Number(downloads?.n)).toBe(1);
  });

  it("delivers a payment the provider took while the gateway was dead to it, once, after a restart", async () => {
    gateway = await startGateway();
    const visitor = new ShopClient(gateway.baseUrl);
    await visitor.addToCart(`kit-${unheardStory.id}`);
    await visitor.setCartEmail("unheard@example.test");
    const { orderId, redirectUrl } = await visitor.startCheckout();
    const providerPaid = async () => (await sql("SELECT state FROM sandbox_checkout_sessions WHERE order_id = ?", [orderId]))[0]?.state === "paid";

    // The order's row is held, so the webhook the sandbox sends waits before the shop records anything: the provider
    // has the money, the shop has not heard, and the gateway dies.
    await whileRowsHeld("SELECT id FROM orders WHERE id = ? FOR UPDATE", [orderId], async () => {
      expect((await payInSandbox(redirectUrl, PAYING_CARD, "Unheard Detective")).status).toBe(303);
      expect(await pollUntil(async () => (await providerPaid()) && (await waitingForLocks()) > 0, { timeoutMs: RECOVERY_TIMEOUT_MS, intervalMs: LOCK_POLL_INTERVAL_MS })).toBe(true);
      await gateway?.kill();
    });
    const [atTheKill] = await orderOutcomes(sql, dataDir, [orderId]);
    expect(atTheKill).toMatchObject({ state: "pending", paid: false, libraryEntries: 0, confirmationsQueued: 0 });
    expect(await providerPaid()).toBe(true);

    const restartedAt = performance.now();
    gateway = await startGateway();
    // The reconciler sees no paid order; the sandbox's outbox sends the webhook again once the dead worker's lease is over.
    await pollUntil(async () => (await orderOutcomes(sql, dataDir, [orderId])).every(deliveredOnce), { timeoutMs: REDELIVERY_TIMEOUT_MS, intervalMs: 250 });
    const deliveredMs = performance.now() - restartedAt;
    const [afterRestart] = await orderOutcomes(sql, dataDir, [orderId]);
    const webhooks = await sql("SELECT attempts, delivered_at AS deliveredAt FROM outbox_messages WHERE topic = ? AND payload LIKE ?", [SANDBOX_WEBHOOK_TOPIC, `%${orderId}%`]);
    const [downloads] = await sql("SELECT downloads AS n FROM stories WHERE id = ?", [unheardStory.id]);

    printFigure(
      `gateway SIGKILLed after the provider took the payment, before the shop recorded it → at the kill: order ${atTheKill?.state}, provider paid; ` +
        `after restart: webhook sent again (attempt ${String(webhooks[0]?.attempts)}) when the dead worker's lease ran out, order ${afterRestart?.state} ${afterRestart?.fulfilledLines}× ` +
        `${(deliveredMs / 1000).toFixed(1)} s after the restart, ${afterRestart?.libraryEntries} library entry, ${afterRestart?.mails} confirmation email, ${Number(downloads?.n)} download counted; 0 lost`,
    );
    expect(afterRestart).toMatchObject({ state: "fulfilled", paid: true, lines: 1, fulfilledLines: 1, libraryEntries: 1, confirmationsQueued: 1, confirmationsDelivered: 1, mails: 1 });
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]?.deliveredAt).not.toBeNull();
    expect(Number(downloads?.n)).toBe(1);
  });
});
