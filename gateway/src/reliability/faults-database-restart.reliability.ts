import { type Connection, createConnection } from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_TERMS } from "../modules/credits/credit-terms";
import { grantCredits, newKey, type RedeemAnswer, redeem, userIdOf } from "../modules/credits/credits.test-fixtures";
import { SANDBOX_WEBHOOK_TOPIC } from "../modules/orders/payments/sandbox/sandbox-provider";
import { type Shop, startShop, storyFixtures, type TestUser } from "../test-support/commerce.test-fixtures";
import { visitorBuys } from "./support/checkout-crowd";
import { auditLedger } from "./support/credit-ledger-audit";
import { deliveredOnce, orderOutcomes, type OrderOutcome, type ShopSql } from "./support/order-outcomes";
import { pollUntil } from "./support/poll";
import { mariaDbBinaries, type PrivateMariaDb, startPrivateMariaDb } from "./support/private-mariadb";
import { printFigure } from "./support/reliability-figure";
import { databasesOn } from "./support/server-database";

const SPENDERS = 60;
const BUYERS = 20;
const RECOVERY_TIMEOUT_MS = 30_000;

/** A spend that happened whole: its credits, its allocations and its library entry; or one that left no trace. */
function allOrNothing(audit: Awaited<ReturnType<typeof auditLedger>>): "whole" | "none" | "partial" {
  if (audit.problems.length > 0) return "partial";
  if (audit.spends === 1 && audit.spent === CREDIT_TERMS.perStory && audit.remaining === 0 && audit.redeemedEntries === 1) return "whole";
  if (audit.spends === 0 && audit.remaining === CREDIT_TERMS.perStory && audit.redeemedEntries === 0) return "none";
  return "partial";
}

/** An order as a crash may leave it: untouched, paid and awaiting delivery, or delivered whole; never half delivered. */
function orderWhole(outcome: OrderOutcome): boolean {
  if (outcome.state === "pending" || outcome.state === "cancelled") return !outcome.paid && outcome.libraryEntries === 0 && outcome.confirmationsQueued === 0;
  if (outcome.state === "paid") return outcome.fulfilledLines === 0 && outcome.libraryEntries === 0 && outcome.confirmationsQueued === 0;
  return outcome.state === "fulfilled" && outcome.fulfilledLines === outcome.lines && outcome.libraryEntries === outcome.lines && outcome.confirmationsQueued === 1;
}

const binaries = mariaDbBinaries();

if (!binaries) {
  if (process.env.REQUIRE_MYSQL_TESTS) throw new Error("REQUIRE_MYSQL_TESTS is set but mariadbd and mariadb-install-db are not installed: the database restart test needs a private server.");
  describe("the database restarted in the middle of spends and checkouts", () => {
    console.warn("\n!!! reliability: the database restart test SKIPPED: mariadbd / mariadb-install-db not found (apt-get install mariadb-server).\n");
    it.skip("needs the MariaDB server binaries", () => {});
  });
} else {
  describe("the database restarted in the middle of spends and checkouts, on a private MariaDB server", () => {
    const stories = storyFixtures("d", SPENDERS + BUYERS + 1);
    const spenders: TestUser[] = Array.from({ length: SPENDERS }, (_unused, index) => ({ sub: `user|spender-${index}`, email: `spender-${index}@example.test` }));
    let server: PrivateMariaDb;
    let shop: Shop;

    beforeAll(async () => {
      server = await startPrivateMariaDb(binaries);
      shop = await startShop(databasesOn(server.serverUrl), { stories });
      // Each spender can redeem exactly one story.
      await Promise.all(spenders.map((user) => grantCredits(shop, user, CREDIT_TERMS.perStory)));
    });
    afterAll(async () => {
      await shop?.stop();
      await server?.destroy();
    });

    /** A connection of the test's own, opened after the restart, so no answer of the gateway's pool is trusted. */
    async function observe<T>(read: (sql: ShopSql) => Promise<T>): Promise<T> {
      const config = shop.gateway.platform.config.database;
      if (config.dialect !== "mysql") throw new Error("The restart test runs on MariaDB");
      const connection: Connection = await createConnection(config.url);
      try {
        return await read(async (query, params) => (await connection.query(query, params ? [...params] : []))[0] as Record<string, unknown>[]);
      } finally {
        await connection.end();
      }
    }

    it("leaves every spend and order whole or untouched, and the gateway serves again once the database is back", async () => {
      const userIds = await Promise.all(spenders.map((user) => userIdOf(shop, user)));
      const keys = spenders.map((_user, index) => newKey(`crash-${index}`));
      let settled = 0;
      // Each answer, success or failure, is taken as it comes: requests fail while the database is down.
      const track = <T>(work: Promise<T>): Promise<PromiseSettledResult<T>> =>
        work.then(
          (value) => ({ status: "fulfilled" as const, value }),
          (reason: unknown) => ({ status: "rejected" as const, reason }),
        ).finally(() => settled++);
      const spends = spenders.map((user, index) => track(redeem(shop.as(user), stories[index]!.id, keys[index])));
      const purchases = Array.from({ length: BUYERS }, (_unused, index) =>
        track(visitorBuys(shop, `kit-${stories[SPENDERS + index]!.id}`, `crash-buyer-${index}@example.test`, `Buyer ${index}`)),
      );

      // The database dies once the first spend has committed, with the others still on their way.
      const spendsSeen = await pollUntil(async () => Number((await shop.gateway.db.query<{ n: number }[]>("SELECT COUNT(*) AS n FROM credit_spends"))[0]?.n) > 0, {
        timeoutMs: RECOVERY_TIMEOUT_MS,
        intervalMs: 2,
      });
      expect(spendsSeen).toBe(true);
      await server.kill();
      const inFlightAtKill = SPENDERS + BUYERS - settled;
      await server.restart();
      const spendAnswers = await Promise.all(spends);
      const purchaseAnswers = await Promise.all(purchases);

      // What clients were told happened must have happened (committed means durable), and nothing happened by halves.
      const audits = await observe((sql) => Promise.all(userIds.map((userId) => auditLedger(sql, userId))));
      const verdicts = audits.map(allOrNothing);
      const toldRedeemed = spendAnswers.map((answer) => answer.status === "fulfilled" && answer.value.__typename === "CreditRedemption");
      const lostAfterSuccess = toldRedeemed.filter((told, index) => told && verdicts[index] !== "whole").length;
      const orders = await observe(async (sql) => {
        const rows = await sql("SELECT id FROM orders WHERE email LIKE 'crash-buyer-%'");
        return orderOutcomes(sql, shop.gateway.dataDir, rows.map((row) => String(row.id)));
      });
      // The sandbox marks a session paid and queues its webhook in one transaction: both or neither.
      const paymentsWithoutWebhook = await observe(async (sql) => {
        const rows = await sql(
          `SELECT COUNT(*) AS n FROM sandbox_checkout_sessions session LEFT JOIN outbox_messages message ON message.topic = ? AND message.message_key = CONCAT('sandbox-webhook:', session.id)
           WHERE (session.state = 'paid') <> (message.id IS NOT NULL)`,
          [SANDBOX_WEBHOOK_TOPIC],
        );
        return Number(rows[0]?.n);
      });
      // A buyer the sandbox sent on to the shop after paying was charged: that payment must have survived the crash.
      const toldPaid = purchaseAnswers.flatMap((answer) => (answer.status === "fulfilled" ? [answer.value] : []));
      const paymentsLost = await observe(async (sql) => {
        if (toldPaid.length === 0) return 0;
        const rows = await sql(`SELECT COUNT(*) AS n FROM sandbox_checkout_sessions WHERE state = 'paid' AND order_id IN (${toldPaid.map(() => "?").join(", ")})`, toldPaid);
        return toldPaid.length - Number(rows[0]?.n);
      });

      // The same gateway, without a restart of its own, serves again: every spend that did not happen now does, once.
      const retried = await Promise.all(
        spenders.map((user, index): Promise<RedeemAnswer | null> => (verdicts[index] === "whole" ? Promise.resolve(null) : redeem(shop.as(user), stories[index]!.id, keys[index]))),
      );
      const retriedOk = retried.filter((answer) => answer?.__typename === "CreditRedemption").length;
      const retriesNeeded = verdicts.filter((verdict) => verdict !== "whole").length;
      const afterRetry = await observe((sql) => Promise.all(userIds.map((userId) => auditLedger(sql, userId))));
      const newOrderId = await visitorBuys(shop, `kit-${stories[SPENDERS + BUYERS]!.id}`, "after-restart@example.test", "After Restart");
      await pollUntil(async () => (await orderOutcomes((query, params) => shop.gateway.db.query(query, params ? [...params] : undefined), shop.gateway.dataDir, [newOrderId])).every(deliveredOnce), {
        timeoutMs: RECOVERY_TIMEOUT_MS,
        intervalMs: 100,
      });
      const [newOrder] = await observe((sql) => orderOutcomes(sql, shop.gateway.dataDir, [newOrderId]));

      const count = (verdict: string) => verdicts.filter((candidate) => candidate === verdict).length;
      const states = orders.reduce<Record<string, number>>((tally, order) => ({ ...tally, [order.state]: (tally[order.state] ?? 0) + 1 }), {});
      printFigure(
        `database SIGKILLed and restarted with ${inFlightAtKill} of ${SPENDERS + BUYERS} requests in flight → spends: ${count("whole")} whole, ${count("none")} not at all, ` +
          `${count("partial")} partial, ${toldRedeemed.filter(Boolean).length} answered as redeemed and ${lostAfterSuccess} of them lost; orders ${JSON.stringify(states)}, ${orders.filter((order) => !orderWhole(order)).length} half-done, ` +
          `${toldPaid.length} buyers told paid, ${paymentsLost} of their payments lost, ${paymentsWithoutWebhook} payments without their webhook; gateway recovered: ${retriedOk} of ${retriesNeeded} retried spends succeeded, a new order ${newOrder?.state}`,
      );
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(count("partial")).toBe(0);
      expect(lostAfterSuccess).toBe(0);
      expect(orders.filter((order) => !orderWhole(order))).toEqual([]);
      expect(paymentsWithoutWebhook).toBe(0);
      expect(paymentsLost).toBe(0);
      expect(retriedOk).toBe(retriesNeeded);
      expect(afterRetry.map(allOrNothing)).toEqual(spenders.map(() => "whole"));
      expect(newOrder).toMatchObject({ state: "fulfilled", libraryEntries: 1, mails: 1 });
    });
  });
}
