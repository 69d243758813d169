import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Story } from "../stories";
import { PurchaseType } from "./purchase-type";

/**
 * A customer's right to a story's case file: from a paid order line or, later, from credits. The
 * right never expires; a refund revokes it and the row stays, marked revoked. `activeOwnerKey` is
 * the owner while the right holds and null once revoked, so the unique index allows one active
 * right per owner and story and any number of revoked ones.
 */
@Entity({ name: "library_entries" })
@Index("uq_library_entries_active_owner", ["storyId", "activeOwnerKey"], { unique: true })
@Index("idx_library_entries_user", ["userId", "acquiredAt"])
@Index("idx_library_entries_email", ["email", "userId"])
export class LibraryEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "story_id", type: "varchar", length: 64 })
  storyId: string;

  @ManyToOne("Story", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "story_id", foreignKeyConstraintName: "fk_library_entries_story" })
  story?: Story;

  /** The account that owns it; null while a visitor's purchase waits for an account with the same verified email. */
  @Column({ name: "user_id", type: "int", nullable: true })
  userId: number | null;

  /** The buyer's email, lower-cased: how a visitor's purchase finds its account later. */
  @Column({ type: "varchar", length: 254, nullable: true })
  email: string | null;

  @Column({ name: "owner_key", type: "varchar", length: 280 })
  ownerKey: string;

  @Column({ name: "active_owner_key", type: "varchar", length: 280, nullable: true })
  activeOwnerKey: string | null;

  /** The order line that paid for it; null for other ways of acquiring a story. */
  @Index("uq_library_entries_order_line", { unique: true })
  @Column({ name: "order_line_id", type: "int", nullable: true })
  orderLineId: number | null;

  @Column({ name: "purchase_type", type: "varchar", length: 16 })
  purchaseType: PurchaseType;

  /** The name stamped on the case file ("issued to Detective …"). */
  @Column({ name: "holder_name", type: "varchar", length: 120 })
  holderName: string;

  /** The order number (or other reference) stamped on the case file. */
  @Column({ type: "varchar", length: 40 })
  reference: string;

  @Column({ name: "acquired_at", type: "datetime" })
  acquiredAt: Date;

  @Column({ name: "revoked_at", type: "datetime", nullable: true })
  revokedAt: Date | null;

  /** The stamped case file, once made; it is made once and kept. */
  @Column({ name: "case_file", type: "varchar", length: 160, nullable: true })
  caseFile: string | null;
}
