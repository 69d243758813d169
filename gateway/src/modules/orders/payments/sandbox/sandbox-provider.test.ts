import type { IncomingHttpHeaders, Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OutboxMessage } from "../../../../platform/outbox/outbox-message.entity";
import { systemContext } from "../../../../platform/request-context";
import { type TestDatabase, testDatabaseKinds } from "../../../../test-support/test-databases";
import { type PaymentEvent, WebhookSignatureError } from "../payment-provider";
import { SANDBOX_WEBHOOK_PATH, SANDBOX_WEBHOOK_TOPIC } from "./sandbox-provider";
import { SandboxCheckoutSession } from "./sandbox-session.entity";
import { signSandboxWebhook } from "./sandbox-signature";
import { checkoutRequest, openSandboxHarness, type SandboxHarness, WEBHOOK_SECRET } from "./sandbox.test-fixtures";

const START = new Date("2030-06-15T12:00:00.000Z");

/** The shop's side of the webhook: verifies with the provider itself and answers as told. */
interface Receiver {
  readonly url: string;
  readonly events: PaymentEvent[];
  readonly refused: string[];
  status: number;
  close(): Promise<void>;
}

async function startReceiver(parse: (rawBody: Buffer, headers: IncomingHttpHeaders) => PaymentEvent): Promise<Receiver> {
  const app = express();
  const receiver = { events: [] as PaymentEvent[], refused: [] as string[], status: 200 };
  app.post(SANDBOX_WEBHOOK_PATH, express.raw({ type: "application/json" }), (req, res) => {
    try {
      receiver.events.push(parse(req.body as Buffer, req.headers));
      res.status(receiver.status).end();
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      receiver.refused.push(error.message);
      res.status(400).end();
    }
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

describe.each(testDatabaseKinds())("the sandbox payment provider on $name", (kind) => {
  let database: TestDatabase;
  let sandbox: SandboxHarness;
  let receiver: Receiver;
  const ctx = systemContext("test");

  beforeAll(async () => {
    database = await kind.create();
    // The receiver needs the provider to verify, and the provider the receiver's URL: the late binding breaks the circle.
    receiver = await startReceiver((rawBody, headers) => sandbox.provider.parseWebhook(rawBody, headers));
    sandbox = await openSandboxHarness(database.config, receiver.url, START);
  });
  afterAll(async () => {
    await receiver.close();
    await sandbox.close();
    await database.drop();
  });
  beforeEach(async () => {
    sandbox.clock.now = START;
    receiver.events.length = 0;
    receiver.refused.length = 0;
    receiver.status = 200;
    await sandbox.db.createQueryBuilder().delete().from(OutboxMessage).execute();
  });

  async function deliver(message: OutboxMessage): Promise<void> {
    await sandbox.provider.outboxHandlers[SANDBOX_WEBHOOK_TOPIC](ctx, JSON.parse(message.payload), { id: message.id, key: message.key, attempts: message.attempts + 1 });
  }

  function signedWebhook(body: unknown, at: Date = sandbox.clock.now): { rawBody: Buffer; headers: IncomingHttpHeaders } {
    const rawBody = Buffer.from(JSON.stringify(body));
    return { rawBody, headers: { "sandbox-signature": signSandboxWebhook(WEBHOOK_SECRET, rawBody, seconds(at)) } };
  }

  const EVENT = { id: "evt_sbx_1", type: "payment_succeeded", data: { orderId: "ord_9", paymentId: `pay_sbx_${"a".repeat(32)}`, amountCents: 4990, customerName: "Jane Doe" } };

  it("has migrations that build exactly the table its entity describes", async () => {
    const pending = (await sandbox.db.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
    // MariaDB reports a nullable column's default as an explicit NULL, which TypeORM takes for a difference and "fixes" by restating the column unchanged.
    const mariaDbRestatement = /^ALTER TABLE `sandbox_checkout_sessions` CHANGE `(\w+)` `\1` [a-z]+(\(\d+\))? NULL$/;
    expect(pending.filter((query) => query.includes("sandbox_checkout_sessions") && !mariaDbRestatement.test(query))).toEqual([]);
  });

  describe("createCheckout", () => {
    it("stores an open session behind an unguessable id and sends the customer to the gateway's own page", async () => {
      const request = checkoutRequest();
      const first = await sandbox.provider.createCheckout(ctx, request);
      const second = await sandbox.provider.createCheckout(ctx, checkoutRequest());
      expect(first.sessionId).toMatch(/^cs_sbx_[0-9a-f]{48}$/);
      expect(second.sessionId).not.toBe(first.sessionId);
      expect(first.redirectUrl).toBe(`${receiver.url}/pay/sandbox/${first.sessionId}`);
      const stored = await sandbox.session(first.sessionId);
      expect(stored).toMatchObject({ orderId: request.orderId, orderNumber: request.orderNumber, email: request.email, totalCents: 4990, state: "open", paymentId: null, refundedCents: 0 });
      expect(JSON.parse(stored.lines)).toEqual(request.lines);
      expect(await sandbox.provider.findSession(ctx, first.sessionId)).toMatchObject({ id: first.sessionId, lines: request.lines, paid: false });
    });

    it("finds nothing for an id it did not make", async () => {
      expect(await sandbox.provider.findSession(ctx, `cs_sbx_${"0".repeat(48)}`)).toBeNull();
      expect(await sandbox.provider.findSession(ctx, "../../etc/passwd")).toBeNull();
    });

    it("refuses a total that is not the sum of the lines, and return URLs that are not absolute http(s)", async () => {
      await expect(sandbox.provider.createCheckout(ctx, checkoutRequest({ totalCents: 100 }))).rejects.toThrow(/not the sum of its lines/);
      await expect(sandbox.provider.createCheckout(ctx, checkoutRequest({ lines: [], totalCents: 0 }))).rejects.toThrow(/no lines/);
      await expect(sandbox.provider.createCheckout(ctx, checkoutRequest({ cancelUrl: "javascript:alert(1)" }))).rejects.toThrow(/cancel URL/);
      await expect(sandbox.provider.createCheckout(ctx, checkoutRequest({ successUrl: `https://shop.test/${"x".repeat(500)}` }))).rejects.toThrow(/success URL/);
    });
  });

  describe("paying", () => {
    it("marks the session paid and queues one webhook in the same transaction, then kicks the outbox", async () => {
      const { sessionId } = await sandbox.provider.createCheckout(ctx, checkoutRequest());
      const kicksBefore = sandbox.kicks();
      await sandbox.provider.pay(ctx, sessionId, "Jane Doe");
      const session = await sandbox.session(sessionId);
      expect(session).toMatchObject({ state: "paid", customerName: "Jane Doe", paidAt: START });
      expect(session.paymentId).toMatch(/^pay_sbx_[0-9a-f]{32}$/);
      const messages = await sandbox.messages();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ topic: SANDBOX_WEBHOOK_TOPIC, key: `sandbox-webhook:${sessionId}` });
      expect(JSON.parse(messages[0].payload)).toEqual({
        event: { id: expect.stringMatching(/^evt_sbx_[0-9a-f]{32}$/), type: "payment_succeeded", data: { orderId: session.orderId, paymentId: session.paymentId, amountCents: 4990, customerName: "Jane Doe" } },
      });
      expect(sandbox.kicks()).toBe(kicksBefore + 1);
    });

    it("never pays twice, however many submissions race", async () => {
      const { sessionId } = await sandbox.provider.createCheckout(ctx, checkoutRequest());
      await Promise.all(["A", "B", "C", "D", "E"].map((name) => sandbox.provider.pay(ctx, sessionId, name)));
      const paid = await sandbox.session(sessionId);
      await sandbox.provider.pay(ctx, sessionId, "Someone Else");
      expect(await sandbox.session(sessionId)).toMatchObject({ paymentId: paid.paymentId, customerName: paid.customerName });
      expect(await sandbox.messages()).toHaveLength(1);
    });

    it("leaves no trace when the session does not exist", async () => {
      await expect(sandbox.provider.pay(ctx, `cs_sbx_${"1".repeat(48)}`, "Jane Doe")).rejects.toThrow(/No sandbox checkout session/);
      expect(await sandbox.messages()).toHaveLength(0);
    });
  });

  describe("webhook delivery", () => {
    it("posts the event, signed when sent, and the shop's verification maps it to a payment", async () => {
      const { sessionId } = await sandbox.provider.createCheckout(ctx, checkoutRequest());
      await sandbox.provider.pay(ctx, sessionId, "Jane Doe");
      const session = await sandbox.session(sessionId);
      // An hour of retries later: a signature made when queued would now be stale.
      sandbox.clock.now = new Date(START.getTime() + 3_600_000);
      const [message] = await sandbox.messages();
      await deliver(message);
      expect(receiver.refused).toEqual([]);
      expect(receiver.events).toEqual([
        { type: "payment_succeeded", eventId: expect.stringMatching(/^evt_sbx_/), orderId: session.orderId, paymentId: session.paymentId, amountCents: 4990, customerName: "Jane Doe" },
      ]);
    });

    it("throws on a non-2xx answer, so the outbox tries again", async () => {
      const { sessionId } = await sandbox.provider.createCheckout(ctx, checkoutRequest());
      await sandbox.provider.pay(ctx, sessionId, "Jane Doe");
      const [message] = await sandbox.messages();
      receiver.status = 503;
      await expect(deliver(message)).rejects.toThrow(/answered 503/);
      receiver.status = 200;
      await deliver(message);
      expect(receiver.events.map((event) => event.eventId)).toEqual([receiver.events[0].eventId, receiver.events[0].eventId]);
    });

    it("throws when the shop cannot be reached", async () => {
      const unreachable = await openSandboxHarness(database.config, "http://127.0.0.1:1", START);
      try {
        const handler = unreachable.provider.outboxHandlers[SANDBOX_WEBHOOK_TOPIC];
        await expect(handler(ctx, { event: EVENT }, { id: 1, key: "k", attempts: 1 })).rejects.toThrow();
      } finally {
        await unreachable.close();
      }
    });
  });

  describe("parseWebhook", () => {
    it("maps a well-signed event to payment_succeeded", () => {
      const { rawBody, headers } = signedWebhook(EVENT);
      expect(sandbox.provider.parseWebhook(rawBody, headers)).toEqual({
        type: "payment_succeeded",
        eventId: "evt_sbx_1",
        orderId: "ord_9",
        paymentId: EVENT.data.paymentId,
        amountCents: 4990,
        customerName: "Jane Doe",
      });
    });

    it("refuses a signature made with another secret", () => {
      const rawBody = Buffer.from(JSON.stringify(EVENT));
      const headers = { "sandbox-signature": signSandboxWebhook("not-the-secret", rawBody, seconds(START)) };
      expect(() => sandbox.provider.parseWebhook(rawBody, headers)).toThrow(WebhookSignatureError);
    });

    it("refuses a body altered after signing", () => {
      const { rawBody, headers } = signedWebhook(EVENT);
      const altered = Buffer.from(rawBody.toString().replace("4990", "1"));
      expect(() => sandbox.provider.parseWebhook(altered, headers)).toThrow(WebhookSignatureError);
    });

    it("refuses a timestamp more than 300 s from its clock", () => {
      const { rawBody, headers } = signedWebhook(EVENT, START);
      sandbox.clock.now = new Date(START.getTime() + 300_000);
      expect(() => sandbox.provider.parseWebhook(rawBody, headers)).not.toThrow();
      sandbox.clock.now = new Date(START.getTime() + 301_000);
      expect(() => sandbox.provider.parseWebhook(rawBody, headers)).toThrow(/tolerance/);
    });

    it("refuses a missing or garbled header", () => {
      const { rawBody } = signedWebhook(EVENT);
      expect(() => sandbox.provider.parseWebhook(rawBody, {})).toThrow(WebhookSignatureError);
      expect(() => sandbox.provider.parseWebhook(rawBody, { "sandbox-signature": "t=1,v2=zz" })).toThrow(WebhookSignatureError);
    });

    it("refuses a well-signed body that is not JSON or not a sandbox event", () => {
      const notJson = Buffer.from("{ not json");
      expect(() => sandbox.provider.parseWebhook(notJson, { "sandbox-signature": signSandboxWebhook(WEBHOOK_SECRET, notJson, seconds(START)) })).toThrow(/not JSON/);
      for (const body of [{ ...EVENT, type: "charge.refunded" }, { ...EVENT, data: { ...EVENT.data, amountCents: "4990" } }, [EVENT]]) {
        const { rawBody, headers } = signedWebhook(body);
        expect(() => sandbox.provider.parseWebhook(rawBody, headers)).toThrow(/not a sandbox payment event/);
      }
    });
  });

  describe("refund", () => {
    async function paidSession(): Promise<SandboxCheckoutSession> {
      const { sessionId } = await sandbox.provider.createCheckout(ctx, checkoutRequest());
      await sandbox.provider.pay(ctx, sessionId, "Jane Doe");
      return sandbox.session(sessionId);
    }

    it("records each refund on the session, answering a retried one with the same id", async () => {
      const session = await paidSession();
      const paymentId = session.paymentId ?? "";
      const first = await sandbox.provider.refund(ctx, { paymentId, amountCents: 1495, idempotencyKey: "refund-1" });
      expect(first.refundId).toMatch(/^re_sbx_[0-9a-f]{32}$/);
      expect(await sandbox.provider.refund(ctx, { paymentId, amountCents: 1495, idempotencyKey: "refund-1" })).toEqual(first);
      const second = await sandbox.provider.refund(ctx, { paymentId, amountCents: 3495, idempotencyKey: "refund-2" });
      expect(second.refundId).not.toBe(first.refundId);
      expect((await sandbox.session(session.id)).refundedCents).toBe(4990);
    });

    it("refuses to refund more than was paid, a reused key with another amount, and unknown payments", async () => {
      const session = await paidSession();
      const paymentId = session.paymentId ?? "";
      await expect(sandbox.provider.refund(ctx, { paymentId, amountCents: 4991, idempotencyKey: "too-much" })).rejects.toThrow(/4990 of 4990 are left/);
      await sandbox.provider.refund(ctx, { paymentId, amountCents: 4000, idempotencyKey: "most" });
      await expect(sandbox.provider.refund(ctx, { paymentId, amountCents: 991, idempotencyKey: "rest-and-a-cent" })).rejects.toThrow(/990 of 4990 are left/);
      await expect(sandbox.provider.refund(ctx, { paymentId, amountCents: 10, idempotencyKey: "most" })).rejects.toThrow(/was used for 4000 cents/);
      await expect(sandbox.provider.refund(ctx, { paymentId, amountCents: 0, idempotencyKey: "nothing" })).rejects.toThrow(/positive/);
      await expect(sandbox.provider.refund(ctx, { paymentId: "pay_sbx_unknown", amountCents: 10, idempotencyKey: "x" })).rejects.toThrow(/No sandbox payment/);
      expect((await sandbox.session(session.id)).refundedCents).toBe(4000);
    });
  });
});
