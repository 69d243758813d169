import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { CreditSource } from "./credit-source";

/**
 * Credits given to a user at one moment: how many, how many are left, where they came from and
 * when they stop counting. A balance is the sum of `remaining` over grants not yet expired, so
 * expiry needs no job to be right. `grantKey` makes each grant happen once, however often the
 * event behind it is replayed.
 */
@Entity({ name: "credit_grants" })
@Index("idx_credit_grants_user_expiry", ["userId", "expiresAt"])
@Index("idx_credit_grants_expiry", ["expiresAt"])
@Index("idx_credit_grants_story", ["storyId", "source"])
@Check("chk_credit_grants_remaining", "remaining >= 0 AND remaining <= amount")
export class CreditGrant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "user_id", type: "int" })
  userId: number;

  @Column({ type: "int" })
  amount: number;

  @Column({ type: "int" })
  remaining: number;

  @Column({ type: "varchar", length: 16 })
  source: CreditSource;

  /** Why the operator gave them; other sources explain themselves. */
  @Column({ type: "varchar", length: 500, nullable: true })
  reason: string | null;

  /** The story a sponsorship or royalty was earned on. */
  @Column({ name: "story_id", type: "varchar", length: 64, nullable: true })
  storyId: string | null;

  @Index("uq_credit_grants_key", { unique: true })
  @Column({ name: "grant_key", type: "varchar", length: 160 })
  grantKey: string;

  @Column({ name: "acquired_at", type: "datetime", precision: 3 })
  acquiredAt: Date;

  @Column({ name: "expires_at", type: "datetime", precision: 3 })
  expiresAt: Date;

  /** When its holder was told it was about to expire; a grant is reminded once. */
  @Column({ name: "reminded_at", type: "datetime", precision: 3, nullable: true })
  remindedAt: Date | null;

  /** What was left unspent when it expired, recorded by the expiry sweep for the operator's reports. */
  @Column({ name: "expired_amount", type: "int", nullable: true })
  expiredAmount: number | null;
}
