import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OutboxMessage } from "../../../../platform/outbox/outbox-message.entity";
import { systemContext } from "../../../../platform/request-context";
import { type TestDatabase, testDatabaseKinds } from "../../../../test-support/test-databases";
import { CARD_MESSAGES } from "./sandbox-cards";
import { checkoutRequest, openSandboxHarness, type SandboxHarness } from "./sandbox.test-fixtures";

const NOW = new Date("2030-06-15T12:00:00.000Z");
const PAYING = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Jane Doe" };

/** The browser's entity-escaped text, turned back into what the customer reads. */
function text(html: string): string {
  return html.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

describe("the sandbox's hosted checkout page over HTTP", () => {
  const [sqlite] = testDatabaseKinds();
  let database: TestDatabase;
  let sandbox: SandboxHarness;
  let server: Server;
  let origin: string;
  const ctx = systemContext("test");

  beforeAll(async () => {
    database = await sqlite.create();
    const app = express();
    app.use((_req, res, next) => {
      res.set("Content-Security-Policy", "default-src 'self'; form-action 'self'");
      next();
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sandbox = await openSandboxHarness(database.config, origin, NOW);
    app.use(sandbox.provider.router());
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await sandbox.close();
    await database.drop();
  });
  beforeEach(async () => {
    await sandbox.db.createQueryBuilder().delete().from(OutboxMessage).execute();
  });

  async function openSession(): Promise<{ sessionId: string; url: string }> {
    const { sessionId, redirectUrl } = await sandbox.provider.createCheckout(ctx, checkoutRequest());
    return { sessionId, url: redirectUrl };
  }

  function submit(url: string, form: Record<string, string>): Promise<Response> {
    return fetch(url, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
  }

  it("shows the order, the customer's email and a card form that pays the total", async () => {
    const { url } = await openSession();
    const response = await fetch(url, { redirect: "manual" });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(text(html)).toContain("The Lighthouse Keeper's Last Log");
    expect(html).toContain("$14.95");
    expect(html).toContain("$34.95");
    expect(html).toContain("$49.90");
    expect(html).toContain("jane.doe@example.com");
    expect(html).toContain("Pay $49.90");
    expect(html).toContain('href="http://shop.test/stories?checkout=cancelled">Cancel and return to Cold Case Kits</a>');
    for (const [field, label] of [["number", "Card number"], ["expiry", "Expiry (MM/YY)"], ["cvc", "CVC"], ["name", "Name on card"]]) {
      expect(html).toContain(`<label for="${field}">${label}</label>`);
      expect(html).toContain(`<input id="${field}" name="${field}"`);
    }
    expect(html).not.toContain("<script");
  });

  it("escapes what it shows", async () => {
    const { url } = await openSession();
    const html = await (await fetch(url)).text();
    expect(html).not.toContain("<North America>");
    expect(html).toContain("Hard copy &#60;North America&#62; &#38; &#34;shipping&#34;");
  });

  it("is never cached, indexed or framed, and lets its form lead only to the shop's success page", async () => {
    const { url } = await openSession();
    const response = await fetch(url);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("form-action 'self' http://shop.test");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("style-src 'self'");
  });

  it("serves its stylesheet, with light and dark schemes", async () => {
    const response = await fetch(`${origin}/pay/sandbox/assets/checkout.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await response.text()).toContain("prefers-color-scheme: dark");
  });

  it("answers 404 for a session that does not exist", async () => {
    for (const id of [`cs_sbx_${"0".repeat(48)}`, "nonsense"]) {
      const response = await fetch(`${origin}/pay/sandbox/${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("This checkout link is not valid");
      expect((await submit(`${origin}/pay/sandbox/${id}`, PAYING)).status).toBe(404);
    }
    expect(await sandbox.messages()).toHaveLength(0);
  });

  it("declines 4000 0000 0000 0002 with a clear message, keeps the form filled but the CVC, and changes nothing", async () => {
    const { sessionId, url } = await openSession();
    const response = await submit(url, { ...PAYING, number: "4000 0000 0000 0002" });
    const html = await response.text();
    expect(response.status).toBe(402);
    expect(html).toContain(CARD_MESSAGES.declined);
    expect(html).toContain('value="4000 0000 0000 0002"');
    expect(html).toContain('value="12/34"');
    expect(html).toContain('value="Jane Doe"');
    expect(html).not.toContain('value="123"');
    expect(await sandbox.messages()).toHaveLength(0);
    expect(await sandbox.session(sessionId)).toMatchObject({ state: "open", paymentId: null });
  });

  it("refuses any other card number with a message naming the two test cards", async () => {
    const { url } = await openSession();
    const response = await submit(url, { ...PAYING, number: "5555 5555 5555 4444" });
    const html = text(await response.text());
    expect(response.status).toBe(422);
    expect(html).toContain(CARD_MESSAGES.numberNotTestCard);
    expect(html).toContain("4242 4242 4242 4242");
    expect(html).toContain("4000 0000 0000 0002");
    expect(await sandbox.messages()).toHaveLength(0);
  });

  it("gives a bad number, a past expiry and a short CVC each its own message, beside its field", async () => {
    const { sessionId, url } = await openSession();
    const response = await submit(url, { number: "4242 4242 4242 4241", expiry: "05/30", cvc: "12", name: "Jane Doe" });
    const html = text(await response.text());
    expect(response.status).toBe(422);
    expect(html).toContain(`<p class="field-error" id="number-error">${CARD_MESSAGES.numberInvalid}</p>`);
    expect(html).toContain(`<p class="field-error" id="expiry-error">${CARD_MESSAGES.expiryPast}</p>`);
    expect(html).toContain(`<p class="field-error" id="cvc-error">${CARD_MESSAGES.cvcMalformed}</p>`);
    expect(html).toMatch(/<input id="number"[^>]*aria-invalid="true" aria-describedby="number-error" autofocus/);
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(html).toContain('value="05/30"');
    expect(html).not.toContain('value="12"');
    expect(await sandbox.messages()).toHaveLength(0);
    expect((await sandbox.session(sessionId)).state).toBe("open");
  });

  it("pays with 4242 4242 4242 4242 once, queues the webhook and sends the customer to the success page", async () => {
    const { sessionId, url } = await openSession();
    const response = await submit(url, PAYING);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://shop.test/account/orders/1?paid=1");
    const paid = await sandbox.session(sessionId);
    expect(paid).toMatchObject({ state: "paid", customerName: "Jane Doe" });
    expect(await sandbox.messages()).toHaveLength(1);

    const again = await submit(url, { ...PAYING, name: "Someone Else" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("http://shop.test/account/orders/1?paid=1");
    const reopened = await fetch(url, { redirect: "manual" });
    expect(reopened.status).toBe(303);
    expect(await sandbox.session(sessionId)).toMatchObject({ paymentId: paid.paymentId, customerName: "Jane Doe" });
    expect(await sandbox.messages()).toHaveLength(1);
  });

  it("refuses a body larger than a card form", async () => {
    const { sessionId, url } = await openSession();
    const response = await submit(url, { ...PAYING, name: "x".repeat(9_000) });
    expect(response.status).toBe(413);
    expect((await sandbox.session(sessionId)).state).toBe("open");
  });
});
