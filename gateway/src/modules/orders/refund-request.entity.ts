import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { RefundRequestStatus } from "./refund-request-status";

/**
 * A customer asking for their order's money back, and the admin's decision. The order's number and email are kept with
 * it, as they were, so the queue reads one table.
 */
@Entity({ name: "refund_requests" })
@Index("idx_refund_requests_queue", ["status", "requestedAt", "id"])
@Index("idx_refund_requests_requested", ["requestedAt", "id"])
@Index("idx_refund_requests_order", ["orderId", "id"])
export class RefundRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** Binary collation on MySQL (see its migration), as `orders.id`, which it names. */
  @Column({ name: "order_id", type: "varchar", length: 32 })
  orderId: string;

  @Column({ name: "order_number", type: "varchar", length: 20 })
  orderNumber: string;

  /** The order's email: where the decision is sent. */
  @Column({ type: "varchar", length: 254 })
  email: string;

  /** The customer's words, one line of plain text. */
  @Column({ type: "varchar", length: 500 })
  reason: string;

  @Column({ type: "varchar", length: 16 })
  status: RefundRequestStatus;

  /** The signed-in customer who asked; null for a visitor holding the order's link. */
  @Column({ name: "requested_by", type: "int", nullable: true })
  requestedBy: number | null;

  @Column({ name: "requested_at", type: "datetime", precision: 3 })
  requestedAt: Date;

  /** The admin who approved or declined it. */
  @Column({ name: "resolved_by", type: "int", nullable: true })
  resolvedBy: number | null;

  @Column({ name: "resolved_at", type: "datetime", precision: 3, nullable: true })
  resolvedAt: Date | null;

  /** Why it was declined, as the customer was told. */
  @Column({ name: "resolution_note", type: "varchar", length: 500, nullable: true })
  resolutionNote: string | null;
}
