import { MAX_BATCH_BYTES, QUEUE_LIMIT } from './analytics-limits';
import type { EventPropertyValue } from './analytics-events';

/** One event as the gateway receives it. */
export interface SentEvent {
  id: string;
  name: string;
  /** ISO 8601. */
  at: string;
  properties: Record<string, EventPropertyValue>;
}

export interface QueuedEvent {
  sessionId: string;
  event: SentEvent;
}

export interface EventGroup {
  sessionId: string;
  events: SentEvent[];
}

const encoder = new TextEncoder();

/**
 * Splits queued events, in order, into the batches the gateway takes: one session each, at most
 * 200 events and 60 KB.
 */
export function groupIntoBatches(queued: readonly QueuedEvent[]): EventGroup[] {
  const groups: EventGroup[] = [];
  let current: EventGroup | null = null;
  let bytes = 0;
  for (const { sessionId, event } of queued) {
    const size = encoder.encode(JSON.stringify(event)).length + 1;
    if (!current || current.sessionId !== sessionId || current.events.length >= QUEUE_LIMIT || bytes + size > MAX_BATCH_BYTES) {
      current = { sessionId, events: [] };
      groups.push(current);
      bytes = 0;
    }
    current.events.push(event);
    bytes += size;
  }
  return groups;
}
