import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { CreditGrant } from "./credit-grant.entity";
import { CreditSpend } from "./credit-spend.entity";

/** How many credits of one spend came out of one grant. */
@Entity({ name: "credit_allocations" })
@Index("idx_credit_allocations_grant", ["grantId"])
export class CreditAllocation {
  @PrimaryColumn({ name: "spend_id", type: "int" })
  spendId: number;

  @PrimaryColumn({ name: "grant_id", type: "int" })
  grantId: number;

  @ManyToOne(() => CreditSpend, { onDelete: "CASCADE" })
  @JoinColumn({ name: "spend_id", foreignKeyConstraintName: "fk_credit_allocations_spend" })
  spend?: CreditSpend;

  @ManyToOne(() => CreditGrant, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "grant_id", foreignKeyConstraintName: "fk_credit_allocations_grant" })
  grant?: CreditGrant;

  @Column({ type: "int" })
  amount: number;
}
