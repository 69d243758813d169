import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from "typeorm";

/** A sign-in account of the embedded identity provider (not used when an Auth0 tenant is configured). */
@Entity({ name: "identity_accounts" })
@Index("uq_identity_accounts_email", ["email"], { unique: true })
@Index("idx_identity_accounts_email_token", ["emailTokenHash"])
export class Account {
  /** The subject (`sub`) of the account's tokens. */
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  /** Stored lower-cased, so an address is taken whatever its case. */
  @Column({ type: "varchar", length: 254 })
  email: string;

  @Column({ name: "password_hash", type: "varchar", length: 200 })
  passwordHash: string;

  @Column({ name: "email_verified", type: "boolean", default: false })
  emailVerified: boolean;

  @Column({ name: "given_name", type: "varchar", length: 100, nullable: true })
  givenName: string | null;

  @Column({ name: "family_name", type: "varchar", length: 100, nullable: true })
  familyName: string | null;

  /** sha256 of the one-time token in the last password-reset or verification email, never the token itself. */
  @Column({ name: "email_token_hash", type: "varchar", length: 64, nullable: true })
  emailTokenHash: string | null;

  @Column({ name: "email_token_purpose", type: "varchar", length: 20, nullable: true })
  emailTokenPurpose: "reset" | "verify" | null;

  @Column({ name: "email_token_expires_at", type: "datetime", nullable: true })
  emailTokenExpiresAt: Date | null;

  @CreateDateColumn({ name: "created_at", type: "datetime" })
  createdAt: Date;
}
