import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/** The embedded provider's sessions, grants, codes and tokens, kept in the shop's database so a restart logs nobody out. */
@Entity({ name: "identity_records" })
@Index("idx_identity_records_grant", ["grantId"])
@Index("idx_identity_records_uid", ["uid"])
@Index("idx_identity_records_user_code", ["userCode"])
export class OidcRecord {
  @PrimaryColumn({ type: "varchar", length: 40 })
  model: string;

  @PrimaryColumn({ type: "varchar", length: 255 })
  id: string;

  @Column({ type: "text" })
  payload: string;

  @Column({ name: "grant_id", type: "varchar", length: 255, nullable: true })
  grantId: string | null;

  @Column({ type: "varchar", length: 255, nullable: true })
  uid: string | null;

  @Column({ name: "user_code", type: "varchar", length: 255, nullable: true })
  userCode: string | null;

  @Column({ name: "expires_at", type: "datetime", nullable: true })
  expiresAt: Date | null;

  @Column({ name: "consumed_at", type: "datetime", nullable: true })
  consumedAt: Date | null;
}
