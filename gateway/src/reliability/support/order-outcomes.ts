import fs from "node:fs";
import path from "node:path";
import { CONFIRMATION_EMAIL_TOPIC } from "../../modules/orders/confirmation-email";

/** A read-only SQL query against the shop's database (a TypeORM DataSource's `query`, or a plain mysql2 connection's). */
export type ShopSql = (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/** What one order left behind, counted from the database and the mail outbox. */
export interface OrderOutcome {
  readonly orderId: string;
  readonly number: string;
  readonly state: string;
  /** The shop recorded the provider's payment. */
  readonly paid: boolean;
  readonly lines: number;
  readonly fulfilledLines: number;
  /** Unrevoked library entries made by the order's lines. */
  readonly libraryEntries: number;
  /** Confirmation emails queued in the outbox, and how many of them were delivered. */
  readonly confirmationsQueued: number;
  readonly confirmationsDelivered: number;
  /** Emails the mailer wrote whose subject names the order. */
  readonly mails: number;
}

function countsBy(rows: Record<string, unknown>[]): Map<string, number> {
  return new Map(rows.map((row) => [String(row.orderId), Number(row.n)]));
}

/** Subjects of the emails written to `<dataDir>/outbox` (the mailer's folder when no SMTP server is configured). */
export function mailSubjects(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), "utf8").replace(/\r\n/g, "\n");
      const head = raw.slice(0, raw.indexOf("\n\n")).replace(/\n[ \t]+/g, " ");
      return /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? "";
    });
}

/** The outcome of each of the given orders, in their order. */
export async function orderOutcomes(sql: ShopSql, dataDir: string, orderIds: readonly string[]): Promise<OrderOutcome[]> {
  if (orderIds.length === 0) return [];
  const marks = orderIds.map(() => "?").join(", ");
  const orders = await sql(`SELECT id AS orderId, number, state, payment_id AS paymentId FROM orders WHERE id IN (${marks})`, orderIds);
  const lines = countsBy(await sql(`SELECT order_id AS orderId, COUNT(*) AS n FROM order_lines WHERE order_id IN (${marks}) GROUP BY order_id`, orderIds));
  const fulfilled = countsBy(await sql(`SELECT order_id AS orderId, COUNT(*) AS n FROM order_lines WHERE order_id IN (${marks}) AND state = 'fulfilled' GROUP BY order_id`, orderIds));
  const entries = countsBy(
    await sql(
      `SELECT line.order_id AS orderId, COUNT(*) AS n FROM library_entries entry JOIN order_lines line ON line.id = entry.order_line_id
       WHERE line.order_id IN (${marks}) AND entry.revoked_at IS NULL GROUP BY line.order_id`,
      orderIds,
    ),
  );
  const keys = orderIds.map((id) => `order-confirmation:${id}`);
  const confirmations = await sql(`SELECT message_key AS messageKey, delivered_at AS deliveredAt FROM outbox_messages WHERE topic = ? AND message_key IN (${marks})`, [CONFIRMATION_EMAIL_TOPIC, ...keys]);
  const subjects = mailSubjects(dataDir);
  const byId = new Map(orders.map((row) => [String(row.orderId), row]));
  return orderIds.map((orderId) => {
    const row = byId.get(orderId);
    const number = String(row?.number ?? "");
    const queued = confirmations.filter((message) => message.messageKey === `order-confirmation:${orderId}`);
    return {
      orderId,
      number,
      state: String(row?.state ?? "missing"),
      paid: row !== undefined && row.paymentId !== null,
      lines: lines.get(orderId) ?? 0,
      fulfilledLines: fulfilled.get(orderId) ?? 0,
      libraryEntries: entries.get(orderId) ?? 0,
      confirmationsQueued: queued.length,
      confirmationsDelivered: queued.filter((message) => message.deliveredAt !== null).length,
      // The number ends the subject ("… order CCK-1234" or "… order CCK-1234 was refunded"), so CCK-12 never counts CCK-123's.
      mails: number === "" ? 0 : subjects.filter((subject) => new RegExp(`order ${number}( |$)`).test(subject)).length,
    };
  });
}

/** An order whose every line was delivered once and whose customer was told once. */
export function deliveredOnce(outcome: OrderOutcome): boolean {
  return (
    outcome.state === "fulfilled" &&
    outcome.lines > 0 &&
    outcome.fulfilledLines === outcome.lines &&
    outcome.libraryEntries === outcome.lines &&
    outcome.confirmationsDelivered === 1 &&
    outcome.mails === 1
  );
}

/** An order that left more than once what it should leave once. */
export function duplicated(outcome: OrderOutcome): boolean {
  return outcome.libraryEntries > outcome.lines || outcome.confirmationsQueued > 1 || outcome.mails > 1;
}
