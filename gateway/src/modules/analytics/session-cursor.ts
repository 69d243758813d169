import type { AnalyticsRange } from "./analytics-range";

/** Where a page of sessions (newest first) ended: the last session's start and id. */
export interface SessionPosition {
  readonly startedAt: Date;
  readonly id: string;
}

function scopeOf(range: AnalyticsRange): [string, string] {
  return [range.from.toISOString(), range.to.toISOString()];
}

export function encodeSessionCursor(range: AnalyticsRange, position: SessionPosition): string {
  return Buffer.from(JSON.stringify([...scopeOf(range), position.startedAt.toISOString(), position.id])).toString("base64url");
}

/**
 * The position an opaque cursor holds when it is exactly one issued for this range; null for anything else (another
 * range's cursor means nothing here; an edited one is told apart by encoding the position again).
 */
export function decodeSessionCursor(encoded: string, range: AnalyticsRange): SessionPosition | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) return null;
  const [from, to, startedAt, id]: unknown[] = decoded;
  const [rangeFrom, rangeTo] = scopeOf(range);
  if (from !== rangeFrom || to !== rangeTo || typeof startedAt !== "string" || typeof id !== "string") return null;
  const position = { startedAt: new Date(startedAt), id };
  if (Number.isNaN(position.startedAt.getTime())) return null;
  return encodeSessionCursor(range, position) === encoded ? position : null;
}
