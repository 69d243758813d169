import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** A shopper or the operator, known by the identity provider's issuer and subject. */
@Entity({ name: "users" })
@Index("uq_users_identity", ["authIssuer", "authSubject"], { unique: true })
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

  @CreateDateColumn({ name: "created_at", type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "datetime" })
  updatedAt: Date;
}
