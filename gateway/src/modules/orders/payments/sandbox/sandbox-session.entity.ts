import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/** One visit to the sandbox's hosted checkout page: what the customer is asked to pay, and whether they did. */
@Entity({ name: "sandbox_checkout_sessions" })
@Index("uq_sandbox_checkout_sessions_payment", ["paymentId"], { unique: true })
export class SandboxCheckoutSession {
  /** Random and unguessable: it is the page's only credential, as it sits in the URL the customer is sent to. */
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @Column({ name: "order_id", type: "varchar", length: 64 })
  orderId: string;

  @Column({ name: "order_number", type: "varchar", length: 64 })
  orderNumber: string;

  @Column({ type: "varchar", length: 254 })
  email: string;

  @Column({ type: "varchar", length: 3 })
  currency: "usd";

  /** The order's lines as the page shows them (JSON of `CheckoutRequest["lines"]`), frozen when the session opened. */
  @Column({ type: "text" })
  lines: string;

  @Column({ name: "total_cents", type: "int" })
  totalCents: number;

  @Column({ name: "success_url", type: "varchar", length: 500 })
  successUrl: string;

  @Column({ name: "cancel_url", type: "varchar", length: 500 })
  cancelUrl: string;

  @Column({ type: "varchar", length: 10, default: "open" })
  state: "open" | "paid";

  @Column({ name: "payment_id", type: "varchar", length: 64, nullable: true })
  paymentId: string | null;

  @Column({ name: "customer_name", type: "varchar", length: 100, nullable: true })
  customerName: string | null;

  @Column({ name: "refunded_cents", type: "int", default: 0 })
  refundedCents: number;

  /** The refunds made so far (JSON of `{ refundId, idempotencyKey, amountCents }[]`), so a retried refund is answered, not repeated. */
  @Column({ type: "text" })
  refunds: string;

  @Column({ name: "created_at", type: "datetime" })
  createdAt: Date;

  @Column({ name: "paid_at", type: "datetime", nullable: true })
  paidAt: Date | null;
}
