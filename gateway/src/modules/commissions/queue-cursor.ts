import type { CustomCaseStatus } from "./custom-case-status";

/** Position after the last case of a queue page: its paid time and id (the tie-breaker), for the filter it was made for. */
export interface QueueCursor {
  status: CustomCaseStatus | null;
  orderedAt: Date;
  id: number;
}

export function encodeQueueCursor(cursor: QueueCursor): string {
  return Buffer.from(JSON.stringify([cursor.status, cursor.orderedAt.toISOString(), cursor.id])).toString("base64url");
}

/** Null for anything that is not a cursor this server issued for the same status filter. */
export function decodeQueueCursor(encoded: string, status: CustomCaseStatus | null): QueueCursor | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) return null;
  const [cursorStatus, orderedAt, id]: unknown[] = decoded;
  if (cursorStatus !== status) return null;
  if (typeof orderedAt !== "string" || Number.isNaN(Date.parse(orderedAt))) return null;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
  return { status, orderedAt: new Date(orderedAt), id };
}
