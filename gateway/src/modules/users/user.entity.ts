import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/**
 * A shopper or the operator, known by the identity provider's issuer and subject. `isAdmin` is the role in effect,
 * worked out again on every authenticated request: the operator's `adminOverride` when set, else the policy.
 */
@Entity({ name: "users" })
@Index("uq_users_identity", ["authIssuer", "authSubject"], { unique: true })
@Index("idx_users_admins", ["isAdmin"])
@Index("idx_users_email", ["email"])
@Index("idx_users_first_name", ["firstName"])
@Index("idx_users_last_name", ["lastName"])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "auth_issuer", type: "varchar", length: 255 })
  authIssuer: string;

  @Column({ name: "auth_subject", type: "varchar", length: 255 })
  authSubject: string;

  @Column({ type: "varchar", length: 254, nullable: true })
  email: string | null;

  @Column({ name: "email_verified", type: "boolean", default: false })
  emailVerified: boolean;

  @Column({ name: "first_name", type: "varchar", length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: "last_name", type: "varchar", length: 100, nullable: true })
  lastName: string | null;

  @Column({ name: "is_admin", type: "boolean", default: false })
  isAdmin: boolean;

  /** The operator granted (true) or revoked (false) the admin role; null leaves it to ADMIN_EMAILS and the token. */
  @Column({ name: "admin_override", type: "boolean", nullable: true })
  adminOverride: boolean | null;

  @CreateDateColumn({ name: "created_at", type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "datetime" })
  updatedAt: Date;
}
