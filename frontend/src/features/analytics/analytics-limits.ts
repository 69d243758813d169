/** The spec's analytics constants (seed spec, "Other"), and the gateway's ingestion limits (issue 11 contract). */

/** Queued events are sent this long after the first of them. */
export const FLUSH_INTERVAL_MS = 10_000;
/** At this many queued events the queue is sent at once; it never holds more. */
export const QUEUE_LIMIT = 200;
/** A failed batch is sent again at most this many times, then given up. */
export const MAX_RETRIES = 12;
/** A session ends after this long without an event. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
export const VISITOR_COOKIE_DAYS = 365;
/** Unsent events kept across page loads; beyond it the oldest are dropped. */
export const STORED_EVENTS_LIMIT = 1000;

/** The gateway refuses bodies over 64 KB; this leaves room for the envelope. */
export const MAX_BATCH_BYTES = 60_000;
/** The gateway refuses longer strings in properties. */
export const MAX_PROPERTY_LENGTH = 500;
/** The gateway refuses events older than this, so older unsent ones are not kept. */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 5 * 60 * 1000;
/** Each wait varies by up to this fraction either way, so browsers cut off together do not return together. */
export const RETRY_JITTER = 0.2;

export const EVENTS_URL = '/api-coldcase/events';
