import type { DataSource } from "typeorm";
import { MYSQL_MIGRATIONS } from "../../../../migrations/mysql";
import { SQLITE_MIGRATIONS } from "../../../../migrations/sqlite";
import type { DatabaseConfig } from "../../../../platform/config";
import { openDatabase, openSqliteReadConnection } from "../../../../platform/database/data-source";
import { UnitOfWork } from "../../../../platform/database/unit-of-work";
import { Outbox } from "../../../../platform/outbox/outbox";
import { OutboxMessage } from "../../../../platform/outbox/outbox-message.entity";
import type { CheckoutRequest } from "../payment-provider";
import { SandboxPaymentProvider } from "./sandbox-provider";
import { SandboxCheckoutSession } from "./sandbox-session.entity";

/** Just the sandbox's table and the outbox's, through the real migrations. */
const SANDBOX_SCHEMA = { entities: [SandboxCheckoutSession, OutboxMessage], migrations: { sqlite: SQLITE_MIGRATIONS, mysql: MYSQL_MIGRATIONS } };

export const WEBHOOK_SECRET = "sandbox-test-secret";

export interface SandboxHarness {
  readonly db: DataSource;
  readonly uow: UnitOfWork;
  readonly outbox: Outbox;
  readonly provider: SandboxPaymentProvider;
  /** The provider's clock; tests move it. */
  readonly clock: { now: Date };
  /** Kicks of the outbox so far. */
  kicks(): number;
  messages(): Promise<OutboxMessage[]>;
  session(id: string): Promise<SandboxCheckoutSession>;
  close(): Promise<void>;
}

export async function openSandboxHarness(config: DatabaseConfig, publicUrl: string, now: Date): Promise<SandboxHarness> {
  const db = await openDatabase(config, SANDBOX_SCHEMA);
  const reads = config.dialect === "sqlite" ? await openSqliteReadConnection(config, SANDBOX_SCHEMA) : db;
  const uow = new UnitOfWork(db, { reads, backoffMs: () => 0 });
  const clock = { now };
  const outbox = new Outbox({ clock: () => clock.now });
  let kicks = 0;
  outbox.onKick(() => {
    kicks++;
  });
  const provider = new SandboxPaymentProvider({ uow, outbox, publicUrl, webhookSecret: WEBHOOK_SECRET, clock: () => clock.now });
  return {
    db,
    uow,
    outbox,
    provider,
    clock,
    kicks: () => kicks,
    messages: () => db.getRepository(OutboxMessage).find({ order: { id: "ASC" } }),
    session: (id) => db.getRepository(SandboxCheckoutSession).findOneByOrFail({ id }),
    close: async () => {
      if (reads !== db) await reads.destroy();
      await db.destroy();
    },
  };
}

let orders = 0;

/** A two-line order totalling $44.90, with a title that must be escaped on the page. */
export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  orders++;
  return {
    orderId: `ord_${orders}`,
    orderNumber: `CCK-${1000 + orders}`,
    email: "jane.doe@example.com",
    currency: "usd",
    lines: [
      { title: "The Lighthouse Keeper's Last Log", unitPriceCents: 1495, quantity: 1, imageUrl: null },
      { title: "Hard copy <North America> & \"shipping\"", unitPriceCents: 3495, quantity: 1, imageUrl: null },
    ],
    totalCents: 4990,
    successUrl: "http://shop.test/account/orders/1?paid=1",
    cancelUrl: "http://shop.test/stories?checkout=cancelled",
    ...overrides,
  };
}
