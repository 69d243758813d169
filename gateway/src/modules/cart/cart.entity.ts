import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** A cart on the server: a signed-in user's, or a visitor's, found by the opaque token their browser keeps. */
@Entity({ name: "carts" })
export class Cart {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("uq_carts_user", { unique: true })
  @Column({ name: "user_id", type: "int", nullable: true })
  userId: number | null;

  @Index("uq_carts_visitor_token", { unique: true })
  @Column({ name: "visitor_token", type: "varchar", length: 64, nullable: true })
  visitorToken: string | null;

  /** The email a visitor gave for their order confirmation. */
  @Column({ type: "varchar", length: 254, nullable: true })
  email: string | null;

  @CreateDateColumn({ name: "created_at", type: "datetime" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "datetime" })
  updatedAt: Date;
}
