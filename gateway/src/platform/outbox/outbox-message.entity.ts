import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * A side effect waiting to leave the shop, written in the transaction of the change that causes it.
 * Times carry milliseconds: MySQL would otherwise round a message's availability up to the next second.
 */
@Entity({ name: "outbox_messages" })
@Index("uq_outbox_messages_key", ["key"], { unique: true })
// Undelivered, unfailed messages in order of availability: the worker's poll is a range scan that stops at its batch size.
@Index("idx_outbox_messages_due", ["deliveredAt", "failedAt", "availableAt"])
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 60 })
  topic: string;

  /** Idempotency key: a message is enqueued once per key, and handlers deduplicate on it. Compared byte for byte on MySQL too. */
  @Column({ name: "message_key", type: "varchar", length: 190 })
  key: string;

  /** JSON. */
  @Column({ type: "text" })
  payload: string;

  /** Deliveries started so far, counting the one under way. */
  @Column({ type: "int", default: 0 })
  attempts: number;

  /** When the message may next be tried: after its back-off, or once the lease of the worker holding it runs out. */
  @Column({ name: "available_at", type: "datetime", precision: 3 })
  availableAt: Date;

  /** The lease of the worker that claimed it; another worker may take it over once this has passed. */
  @Column({ name: "locked_until", type: "datetime", precision: 3, nullable: true })
  lockedUntil: Date | null;

  @Column({ name: "delivered_at", type: "datetime", precision: 3, nullable: true })
  deliveredAt: Date | null;

  /** Set when the last allowed attempt failed; the message is not tried again. */
  @Column({ name: "failed_at", type: "datetime", precision: 3, nullable: true })
  failedAt: Date | null;

  @Column({ name: "last_error", type: "varchar", length: 1000, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: "created_at", type: "datetime" })
  createdAt: Date;
}
