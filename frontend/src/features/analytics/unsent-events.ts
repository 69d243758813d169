import { MAX_EVENT_AGE_MS } from './analytics-limits';
import type { SentEvent } from './event-batches';
import { readJson, writeItem, type KeyValueStorage } from './key-value-storage';

export const UNSENT_STORAGE_KEY = 'coldcase-analytics-unsent';

/** A batch not yet accepted, as kept in local storage between page loads. */
export interface StoredBatch {
  sessionId: string;
  visitorId: string;
  events: SentEvent[];
  /** Failed sends so far. */
  attempts: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSentEvent(value: unknown): value is SentEvent {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.at === 'string' &&
    isRecord(value.properties)
  );
}

function isStoredBatch(value: unknown): value is StoredBatch {
  return (
    isRecord(value) &&
    typeof value.sessionId === 'string' &&
    typeof value.visitorId === 'string' &&
    typeof value.attempts === 'number' &&
    Array.isArray(value.events) &&
    value.events.every(isSentEvent)
  );
}

/** What earlier pages left unsent, without the events the gateway would now refuse as too old. */
export function readUnsentBatches(storage: KeyValueStorage, now: number): StoredBatch[] {
  const stored = readJson(storage, UNSENT_STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  const oldestKept = now - MAX_EVENT_AGE_MS;
  return stored
    .filter(isStoredBatch)
    .map((batch) => ({ ...batch, events: batch.events.filter((event) => Date.parse(event.at) > oldestKept) }))
    .filter((batch) => batch.events.length > 0);
}

export function writeUnsentBatches(storage: KeyValueStorage, batches: readonly StoredBatch[]): void {
  writeItem(storage, UNSENT_STORAGE_KEY, JSON.stringify(batches));
}
