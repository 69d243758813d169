import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { ReferralSource } from "../cart";
import { CustomCaseStatus } from "./custom-case-status";

/**
 * One paid custom case: the brief it is written from (as the customer gave it), who owns it, and
 * where it is in production. One per order line, so replaying a payment never makes two.
 */
@Entity({ name: "custom_cases" })
@Index("idx_custom_cases_queue", ["status", "orderedAt", "id"])
@Index("idx_custom_cases_ordered", ["orderedAt", "id"])
@Index("idx_custom_cases_user", ["userId"])
@Index("idx_custom_cases_email", ["email"])
export class CustomCase {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("uq_custom_cases_order_line", { unique: true })
  @Column({ name: "order_line_id", type: "int" })
  orderLineId: number;

  @Column({ name: "order_id", type: "varchar", length: 32 })
  orderId: string;

  @Column({ name: "order_number", type: "varchar", length: 20 })
  orderNumber: string;

  /** The account that bought it; null for a visitor, whose verified email later owns it. */
  @Column({ name: "user_id", type: "int", nullable: true })
  userId: number | null;

  /**
   * The order's email, lower-cased: who owns the case when no account bought it.
   * Binary collation on MySQL (see its migration): a look-alike address ("exämple", a full-width letter) must not
   * match it, as on SQLite.
   */
  @Column({ type: "varchar", length: 254 })
  email: string;

  /** The email written in the brief: the writer's contact for questions about it. Delivery goes to `email`. */
  @Column({ name: "brief_email", type: "varchar", length: 254 })
  briefEmail: string;

  /** `YYYY-MM-DD`, as the customer chose it. */
  @Column({ name: "date_required", type: "varchar", length: 10 })
  dateRequired: string;

  @Column({ type: "varchar", length: 16 })
  source: ReferralSource;

  @Column({ type: "varchar", length: 100 })
  city: string;

  @Column({ type: "varchar", length: 200, nullable: true })
  location: string | null;

  /** The suspects as JSON, in the order the customer listed them. */
  @Column({ type: "text" })
  suspects: string;

  @Column({ type: "varchar", length: 16 })
  status: CustomCaseStatus;

  /** The finished PDF's name in the file store, once uploaded. */
  @Column({ name: "case_file", type: "varchar", length: 120, nullable: true })
  caseFile: string | null;

  @Column({ name: "case_file_uploaded_at", type: "datetime", precision: 3, nullable: true })
  caseFileUploadedAt: Date | null;

  /** When it was paid for: the queue's order. */
  @Column({ name: "ordered_at", type: "datetime", precision: 3 })
  orderedAt: Date;

  @Column({ name: "writing_at", type: "datetime", precision: 3, nullable: true })
  writingAt: Date | null;

  @Column({ name: "delivered_at", type: "datetime", precision: 3, nullable: true })
  deliveredAt: Date | null;

  @Column({ name: "cancelled_at", type: "datetime", precision: 3, nullable: true })
  cancelledAt: Date | null;
}
