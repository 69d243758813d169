import type { KeysetPosition } from "../database/keyset";

/** What a cursor was issued for: a queue, and the filter its pages were read with. */
export interface QueueCursorScope {
  readonly queue: string;
  readonly filter: string | null;
}

export const INVALID_QUEUE_CURSOR_MESSAGE = "after is not a cursor this queue returned for these filters";

export function encodeQueueCursor(scope: QueueCursorScope, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([scope.queue, scope.filter, position.at.toISOString(), position.id])).toString("base64url");
}

/**
 * The position an opaque cursor holds, when it is exactly one issued for this queue and filter; null for anything
 * else: a cursor of another queue or filter (its position means nothing there), and one made up or edited, which is
 * told apart by encoding the position again.
 */
export function decodeQueueCursor(encoded: string, scope: QueueCursorScope): KeysetPosition | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) return null;
  const [queue, filter, at, id]: unknown[] = decoded;
  if (queue !== scope.queue || filter !== scope.filter) return null;
  if (typeof at !== "string" || Number.isNaN(Date.parse(at))) return null;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
  const position = { at: new Date(at), id };
  return encodeQueueCursor(scope, position) === encoded ? position : null;
}
