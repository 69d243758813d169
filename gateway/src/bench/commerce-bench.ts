import autocannon from "autocannon";
import type { DataSource } from "typeorm";
import { loadConfig } from "../platform/config";
import { LinkSigner } from "../platform/signing/link-signer";
import { resolveSigningSecret } from "../platform/signing/signing-secret";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../modules/orders/payments/sandbox/sandbox-signature";

const CHECKOUTS = 200;
const CONNECTIONS = 50;
const POLL_MS = 20;
const FULFILMENT_TIMEOUT_MS = 120_000;

export interface CommerceBenchTarget {
  baseUrl: string;
  dataDir: string;
  /** The shop's database, for counting what the load left behind. */
  db: DataSource;
  seconds: number;
}

interface Counts {
  fulfilledOrders: number;
  libraryEntries: number;
  confirmations: number;
  downloads: number;
}

const ADD_TO_CART = "mutation Add($productId: ID!) { addToCart(productId: $productId) { __typename ... on ErrorResult { errorCode message } } }";

async function graphql(baseUrl: string, query: string, variables: Record<string, unknown>, cookie: string | null): Promise<{ body: { data?: Record<string, Record<string, unknown>>; errors?: unknown[] }; cookie: string | null }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers.get("set-cookie");
  const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return { body, cookie: setCookie ? (setCookie.split(";")[0] ?? null) : cookie };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function counts(db: DataSource): Promise<Counts> {
  const one = async (sql: string) => Number(((await db.query(sql)) as { n: number | string }[])[0]?.n ?? 0);
  return {
    fulfilledOrders: await one("SELECT COUNT(*) AS n FROM orders WHERE state = 'fulfilled'"),
    libraryEntries: await one("SELECT COUNT(*) AS n FROM library_entries WHERE revoked_at IS NULL"),
    confirmations: await one("SELECT COUNT(*) AS n FROM outbox_messages WHERE topic = 'orders.confirmation_email'"),
    downloads: await one("SELECT COALESCE(SUM(downloads), 0) AS n FROM stories"),
  };
}

/** A visitor who puts one kit in a cart, gives an email and starts checkout; returns the payment page. */
async function startCheckout(baseUrl: string, productId: string, index: number): Promise<string> {
  const added = await graphql(baseUrl, ADD_TO_CART, { productId }, null);
  const emailed = await graphql(baseUrl, "mutation($email: String!) { setCartEmail(email: $email) { __typename } }", { email: `bench-${index}@example.com` }, added.cookie);
  const checkout = await graphql(baseUrl, "mutation { checkout { __typename ... on CheckoutSession { redirectUrl } ... on ErrorResult { message } } }", {}, emailed.cookie);
  const redirectUrl = checkout.body.data?.checkout?.redirectUrl;
  if (typeof redirectUrl !== "string") throw new Error(`Checkout ${index} did not start: ${JSON.stringify(checkout.body)}`);
  return redirectUrl;
}

async function pay(paymentPage: string, index: number): Promise<void> {
  const response = await fetch(paymentPage, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: `Bench Detective ${index}` }).toString(),
  });
  if (response.status !== 303) throw new Error(`Payment ${index} answered ${response.status}`);
}

/** Add-to-cart from 50 connections, each request a new visitor with a different story. */
async function addToCartLoad(baseUrl: string, productIds: string[], seconds: number): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `${baseUrl}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ query: ADD_TO_CART, variables: { productId: productIds[Math.floor(Math.random() * productIds.length)] } }),
        }),
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * 200 visitors pay at once; every order must be fulfilled exactly once, with one confirmation
 * each; then the same 200 webhooks are replayed and nothing may change.
 */
export async function runCommerceBench(target: CommerceBenchTarget): Promise<boolean> {
  const { baseUrl, db } = target;
  const productRows = (await db.query("SELECT product_id AS id FROM stories WHERE is_available = 1 ORDER BY id LIMIT 1000")) as { id: string }[];
  const productIds = productRows.map((row) => row.id);

  const cart = await addToCartLoad(baseUrl, productIds, target.seconds);
  console.log(`\nadd to cart (new visitor each, ${CONNECTIONS} connections): ${cart.rps.toFixed(0)} req/s, p99 ${cart.p99.toFixed(1)} ms, ${cart.errors} errors`);

  const before = await counts(db);
  const pages = await Promise.all(Array.from({ length: CHECKOUTS }, (_, index) => startCheckout(baseUrl, productIds[index % productIds.length] ?? "", index)));
  const orderIds = (await db.query("SELECT order_id AS id, id AS session FROM sandbox_checkout_sessions")) as { id: string; session: string }[];
  const sessionOrder = new Map(orderIds.map((row) => [row.session, row.id]));

  const started = performance.now();
  const fulfilledAfter = new Map<string, number>();
  await Promise.all(pages.map((page, index) => pay(page, index)));
  const waiting = new Set(pages.map((page) => sessionOrder.get(page.split("/").pop() ?? "") ?? ""));
  while (waiting.size > 0 && performance.now() - started < FULFILMENT_TIMEOUT_MS) {
    const rows = (await db.query("SELECT id FROM orders WHERE state = 'fulfilled'")) as { id: string }[];
    const now = performance.now() - started;
    for (const row of rows) if (waiting.delete(row.id)) fulfilledAfter.set(row.id, now);
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const totalSeconds = (performance.now() - started) / 1000;
  const after = await counts(db);
  const latencies = [...fulfilledAfter.values()];
  const lost = waiting.size;
  const duplicated = after.libraryEntries - before.libraryEntries - fulfilledAfter.size;
  console.log(
    `${CHECKOUTS} checkouts paid at once: ${fulfilledAfter.size} fulfilled, ${lost} lost, ${duplicated} duplicated, ` +
      `${after.confirmations - before.confirmations} confirmation emails in the outbox; ` +
      `${(fulfilledAfter.size / totalSeconds).toFixed(1)} fulfilments/s, payment → fulfilled p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
  );

  const secret = new LinkSigner(resolveSigningSecret(loadConfig({ DATA_DIR: target.dataDir }))).derivedSecret("sandbox-webhook");
  const sessions = (await db.query("SELECT order_id AS orderId, payment_id AS paymentId, total_cents AS amount, customer_name AS name FROM sandbox_checkout_sessions WHERE payment_id IS NOT NULL")) as {
    orderId: string;
    paymentId: string;
    amount: number | string;
    name: string | null;
  }[];
  const replayed = await Promise.all(
    sessions.map(async (session, index) => {
      const body = JSON.stringify({ id: `evt_replay_${index}`, type: "payment_succeeded", data: { orderId: session.orderId, paymentId: session.paymentId, amountCents: Number(session.amount), customerName: session.name } });
      const response = await fetch(`${baseUrl}/webhooks/sandbox`, {
        method: "POST",
        headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, body, Math.floor(Date.now() / 1000)) },
        body,
      });
      return response.status;
    }),
  );
  const afterReplay = await counts(db);
  const unchanged = JSON.stringify(afterReplay) === JSON.stringify(after);
  console.log(`${sessions.length} webhooks replayed: ${replayed.filter((status) => status === 200).length} answered 200; ${unchanged ? "nothing changed" : `CHANGED: ${JSON.stringify({ after, afterReplay })}`}`);

  return cart.errors === 0 && lost === 0 && duplicated === 0 && after.confirmations - before.confirmations === CHECKOUTS && after.fulfilledOrders - before.fulfilledOrders === CHECKOUTS && unchanged;
}
