import type { RequestContext, TransactionalContext } from "../request-context";
import { OutboxMessage } from "./outbox-message.entity";

export interface OutboxMessageInput {
  readonly topic: string;
  /** Idempotency key, unique across topics: the same key enqueued again is the same message. */
  readonly key: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /** Not before this time; now when left out. */
  readonly availableAt?: Date;
}

export interface OutboxDelivery {
  readonly id: number;
  readonly key: string;
  /** 1 on the first delivery, and counting. */
  readonly attempts: number;
}

/**
 * Delivers one message's side effect. Delivery is at least once: a worker that crashes or outlives its
 * lease after the effect happened leaves the message to be delivered again, so a handler must be
 * idempotent on `delivery.key` (pass it on as the email's or webhook's idempotency key, or record it).
 * Throwing schedules another attempt after a back-off.
 */
export type OutboxHandler = (ctx: RequestContext, payload: unknown, delivery: OutboxDelivery) => Promise<void>;

export interface OutboxOptions {
  /** The time messages become available when enqueued without `availableAt`; the worker's clock in tests. */
  readonly clock?: () => Date;
}

const MAX_TOPIC_LENGTH = 60;
const MAX_KEY_LENGTH = 190;
/** A `text` column's size on MySQL; larger payloads belong in a file or table the message points to. */
const MAX_PAYLOAD_BYTES = 65_535;

/**
 * Where side effects are written: in the caller's transaction, so they leave if and only if the change
 * that causes them commits. `OutboxWorker` delivers them afterwards.
 */
export class Outbox {
  private readonly clock: () => Date;
  private readonly kickListeners = new Set<() => void>();

  constructor(options: OutboxOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** Writes the message in the caller's transaction; a key already enqueued is left as it is. */
  async enqueue(tx: TransactionalContext, message: OutboxMessageInput): Promise<void> {
    const payload = JSON.stringify(message.payload);
    checkLimits(message, payload);
    // A duplicate key is ignored rather than failed, so it never aborts the caller's transaction. The checks
    // above matter on MySQL: INSERT IGNORE would otherwise also turn an oversized value into a truncated one.
    await tx.transaction.manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values({ topic: message.topic, key: message.key, payload, attempts: 0, availableAt: message.availableAt ?? this.clock() })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /** Asks the worker (when one runs in this process) to look for due messages now instead of at its next poll; call it from an afterCommit hook. */
  kick(): void {
    for (const listener of this.kickListeners) listener();
  }

  /** For the worker: `listener` runs on every kick until the returned function is called. */
  onKick(listener: () => void): () => void {
    this.kickListeners.add(listener);
    return () => this.kickListeners.delete(listener);
  }
}

function checkLimits(message: OutboxMessageInput, payload: string): void {
  if (message.topic.length === 0 || message.topic.length > MAX_TOPIC_LENGTH) throw new Error(`Outbox topic must be 1 to ${MAX_TOPIC_LENGTH} characters: "${message.topic}"`);
  if (message.key.length === 0 || message.key.length > MAX_KEY_LENGTH) throw new Error(`Outbox key must be 1 to ${MAX_KEY_LENGTH} characters: "${message.key}"`);
  const bytes = Buffer.byteLength(payload, "utf8");
  if (bytes > MAX_PAYLOAD_BYTES) throw new Error(`Outbox payload of ${message.topic} ${message.key} is ${bytes} bytes; at most ${MAX_PAYLOAD_BYTES} fit`);
}
