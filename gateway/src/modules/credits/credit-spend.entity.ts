import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { CreditSpendKind } from "./credit-source";

/** Credits taken out of a balance, once per `spendKey`; its allocations say which grants they came from. */
@Entity({ name: "credit_spends" })
@Index("idx_credit_spends_user", ["userId", "createdAt"])
export class CreditSpend {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "user_id", type: "int" })
  userId: number;

  @Column({ type: "int" })
  amount: number;

  @Column({ type: "varchar", length: 16 })
  kind: CreditSpendKind;

  @Column({ type: "varchar", length: 500, nullable: true })
  reason: string | null;

  /** The story a redemption got, or whose refund took a royalty back. */
  @Column({ name: "story_id", type: "varchar", length: 64, nullable: true })
  storyId: string | null;

  /** The library entry a redemption made. */
  @Column({ name: "library_entry_id", type: "int", nullable: true })
  libraryEntryId: number | null;

  @Index("uq_credit_spends_key", { unique: true })
  @Column({ name: "spend_key", type: "varchar", length: 160 })
  spendKey: string;

  @Column({ name: "created_at", type: "datetime", precision: 3 })
  createdAt: Date;
}
