import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { OrderState } from "./order-state";

/**
 * One checkout attempt, with the prices of that moment. Its id is random (it appears in links);
 * its number is what people read. The provider's payment id is unique, which makes recording a
 * payment idempotent. The back office lists orders newest first (of a state, or all) and sums revenue by payment date.
 */
@Entity({ name: "orders" })
@Index("idx_orders_user", ["userId", "createdAt", "id"])
@Index("idx_orders_email", ["email", "userId"])
@Index("idx_orders_state", ["state", "paidAt"])
@Index("idx_orders_cart", ["cartId", "state"])
@Index("idx_orders_created", ["createdAt", "id"])
@Index("idx_orders_state_created", ["state", "createdAt", "id"])
@Index("idx_orders_paid", ["paidAt"])
export class Order {
  @PrimaryColumn({ type: "varchar", length: 32 })
  id: string;

  @Index("uq_orders_number", { unique: true })
  @Column({ type: "varchar", length: 20 })
  number: string;

  /** The account the order belongs to; null for a visitor's until an account with the same verified email claims it. */
  @Column({ name: "user_id", type: "int", nullable: true })
  userId: number | null;

  @Column({ type: "varchar", length: 254 })
  email: string;

  /** The name the customer paid under (the cardholder's), once known. */
  @Column({ name: "customer_name", type: "varchar", length: 120, nullable: true })
  customerName: string | null;

  @Column({ type: "varchar", length: 16 })
  state: OrderState;

  @Column({ name: "total_cents", type: "int" })
  totalCents: number;

  @Column({ name: "refunded_cents", type: "int", default: 0 })
  refundedCents: number;

  @Column({ type: "varchar", length: 3 })
  currency: string;

  @Column({ type: "varchar", length: 16 })
  provider: string;

  @Column({ name: "checkout_session_id", type: "varchar", length: 255, nullable: true })
  checkoutSessionId: string | null;

  @Index("uq_orders_payment", { unique: true })
  @Column({ name: "payment_id", type: "varchar", length: 255, nullable: true })
  paymentId: string | null;

  /** The cart it was made from, whose bought items leave the cart once it is paid. */
  @Column({ name: "cart_id", type: "int", nullable: true })
  cartId: number | null;

  @CreateDateColumn({ name: "created_at", type: "datetime" })
  createdAt: Date;

  @Column({ name: "paid_at", type: "datetime", nullable: true })
  paidAt: Date | null;

  @Column({ name: "fulfilled_at", type: "datetime", nullable: true })
  fulfilledAt: Date | null;

  @Column({ name: "cancelled_at", type: "datetime", nullable: true })
  cancelledAt: Date | null;

  @UpdateDateColumn({ name: "updated_at", type: "datetime" })
  updatedAt: Date;
}
