import type { Analytics, EventPropertyValue, TrackEvent } from './analytics-events';
import { FLUSH_INTERVAL_MS, MAX_PROPERTY_LENGTH, MAX_RETRIES, QUEUE_LIMIT, STORED_EVENTS_LIMIT } from './analytics-limits';
import { AnalyticsSession } from './analytics-session';
import type { AnalyticsTransport, TransportAnswer } from './analytics-transport';
import { groupIntoBatches, type QueuedEvent } from './event-batches';
import type { KeyValueStorage } from './key-value-storage';
import { retryDelayMs } from './retry-delay';
import { readUnsentBatches, writeUnsentBatches, type StoredBatch } from './unsent-events';

const EVENT_ID_LENGTH = 16;

export interface Timers {
  set: (callback: () => void, delayMs: number) => number;
  clear: (handle: number) => void;
}

export interface AnalyticsClientOptions {
  transport: AnalyticsTransport;
  storage: KeyValueStorage;
  visitorId: string;
  /** The signed-in user's token, by which the gateway knows whose session it is; null for a visitor. */
  accessToken: () => Promise<string | null>;
  now: () => number;
  timers: Timers;
  newId: (length: number) => string;
  /** 0 ≤ n < 1, for the back-off's jitter. */
  random: () => number;
}

interface Batch extends StoredBatch {
  /** When it may be sent, or sent again. */
  dueAt: number;
  sending: boolean;
  /** Sent without the token once the gateway refused the token (401): the events still count. */
  anonymous: boolean;
}

type SendOutcome = { kind: 'settled' } | { kind: 'unauthorized' } | { kind: 'retry'; retryAfterMs: number | null };

function outcomeOf({ status, retryAfterMs }: TransportAnswer): SendOutcome {
  if (status === 401) return { kind: 'unauthorized' };
  // Accepted, or refused for good: a batch answered 4xx would be refused every time.
  if ((status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429)) return { kind: 'settled' };
  return { kind: 'retry', retryAfterMs };
}

function withinLimits(properties: Record<string, EventPropertyValue>): Record<string, EventPropertyValue> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, MAX_PROPERTY_LENGTH) : value]),
  );
}

/** The ingestion envelope: the session and the browser, never the user (the token says who that is). */
function envelopeOf({ sessionId, visitorId, events }: StoredBatch): string {
  return JSON.stringify({ sessionId, visitorId, events });
}

function stored({ sessionId, visitorId, events, attempts }: StoredBatch): StoredBatch {
  return { sessionId, visitorId, events, attempts };
}

/**
 * Spec 7's analytics in the browser: events queue up and go to the gateway in batches, 10 s after
 * the first or at once at 200, and by beacon when the page is hidden. A failed batch is tried again
 * with growing waits, 12 times at most, while fresh batches wait behind it; whatever is unsent (at
 * most 1,000 events) is kept in local storage for the next page load.
 */
export class AnalyticsClient implements Analytics {
  private queue: QueuedEvent[] = [];
  private batches: Batch[] = [];
  private flushDueAt: number | null = null;
  private wakeTimer: number | null = null;
  private readonly session: AnalyticsSession;

  constructor(private readonly options: AnalyticsClientOptions) {
    this.session = new AnalyticsSession(options.storage, options.newId);
  }

  /** Takes up what earlier pages left unsent and sends it; resolves once those sends end. */
  start(): Promise<void> {
    const now = this.options.now();
    const left = readUnsentBatches(this.options.storage, now);
    this.batches = [...left.map((batch) => ({ ...batch, dueAt: now, sending: false, anonymous: false })), ...this.batches];
    return this.sendDue();
  }

  readonly track: TrackEvent = (name, properties) => {
    const now = this.options.now();
    const event = { id: this.options.newId(EVENT_ID_LENGTH), name, at: new Date(now).toISOString(), properties: withinLimits(properties) };
    this.queue.push({ sessionId: this.session.idForEventAt(now), event });
    this.flushDueAt ??= now + FLUSH_INTERVAL_MS;
    if (this.queue.length >= QUEUE_LIMIT) {
      void this.flush();
      return;
    }
    this.save();
    this.schedule();
  };

  /** Seals the queue into batches and sends every batch that may go now; resolves once those sends end. */
  flush(): Promise<void> {
    this.seal();
    return this.sendDue();
  }

  /** The page is hidden, perhaps for good: whatever is not on its way leaves by beacon, which can carry no token. */
  flushOnHide(): void {
    this.seal();
    this.batches = this.batches.filter((batch) => batch.sending || !this.options.transport.beacon(envelopeOf(batch)));
    this.save();
    this.schedule();
  }

  private seal(): void {
    const now = this.options.now();
    for (const group of groupIntoBatches(this.queue)) {
      this.batches.push({ ...group, visitorId: this.options.visitorId, attempts: 0, dueAt: now, sending: false, anonymous: false });
    }
    this.queue = [];
    this.flushDueAt = null;
  }

  /** While one batch keeps failing, fresh ones wait behind it rather than fail the same way. */
  private sendable(): Batch[] {
    const failing = this.batches.some((batch) => batch.attempts > 0);
    return this.batches.filter((batch) => !batch.sending && (!failing || batch.attempts > 0));
  }

  private sendDue(): Promise<void> {
    const now = this.options.now();
    const sends = this.sendable()
      .filter((batch) => batch.dueAt <= now)
      .map((batch) => this.send(batch));
    this.save();
    this.schedule();
    return Promise.all(sends).then(() => undefined);
  }

  private async send(batch: Batch): Promise<void> {
    batch.sending = true;
    const outcome = await this.post(batch);
    batch.sending = false;
    if (outcome.kind === 'unauthorized' && !batch.anonymous) batch.anonymous = true;
    else if (outcome.kind === 'retry') this.retryLater(batch, outcome.retryAfterMs);
    else this.remove(batch);
    return this.sendDue();
  }

  private async post(batch: Batch): Promise<SendOutcome> {
    try {
      const token = batch.anonymous ? null : await this.options.accessToken();
      return outcomeOf(await this.options.transport.post(envelopeOf(batch), token));
    } catch {
      return { kind: 'retry', retryAfterMs: null };
    }
  }

  private retryLater(batch: Batch, retryAfterMs: number | null): void {
    batch.attempts += 1;
    if (batch.attempts > MAX_RETRIES) this.remove(batch);
    else batch.dueAt = this.options.now() + retryDelayMs(batch.attempts, this.options.random(), retryAfterMs);
  }

  private remove(batch: Batch): void {
    this.batches = this.batches.filter((kept) => kept !== batch);
  }

  private schedule(): void {
    if (this.wakeTimer !== null) this.options.timers.clear(this.wakeTimer);
    this.wakeTimer = null;
    const dues = this.sendable().map((batch) => batch.dueAt);
    if (this.flushDueAt !== null) dues.push(this.flushDueAt);
    if (dues.length === 0) return;
    this.wakeTimer = this.options.timers.set(() => this.wake(), Math.max(0, Math.min(...dues) - this.options.now()));
  }

  private wake(): void {
    this.wakeTimer = null;
    if (this.flushDueAt !== null && this.flushDueAt <= this.options.now()) this.seal();
    void this.sendDue();
  }

  /**
   * Keeps the unsent events, at most 1,000, the oldest dropped first. A batch on its way is kept
   * too, in case the page dies first; if it fails, it is tried again without what was dropped.
   */
  private save(): void {
    let excess = this.batches.reduce((count, batch) => count + batch.events.length, this.queue.length) - STORED_EVENTS_LIMIT;
    for (const batch of this.batches) {
      if (excess <= 0) break;
      const dropped = Math.min(excess, batch.events.length);
      batch.events = batch.events.slice(dropped);
      excess -= dropped;
    }
    this.batches = this.batches.filter((batch) => batch.events.length > 0);
    if (excess > 0) this.queue = this.queue.slice(excess);
    const queued = groupIntoBatches(this.queue).map((group) => ({ ...group, visitorId: this.options.visitorId, attempts: 0 }));
    writeUnsentBatches(this.options.storage, [...this.batches, ...queued].map(stored));
  }
}
