/** Position after the last shipment of a queue page: when it was ordered and its id (the tie-breaker). */
export interface ShipmentCursor {
  readonly orderedAt: Date;
  readonly id: number;
}

export function encodeShipmentCursor(cursor: ShipmentCursor): string {
  return Buffer.from(JSON.stringify([cursor.orderedAt.toISOString(), cursor.id])).toString("base64url");
}

/** Null for anything that is not a cursor this server issued. */
export function decodeShipmentCursor(encoded: string): ShipmentCursor | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return null;
  const [orderedAt, id]: unknown[] = decoded;
  if (typeof orderedAt !== "string" || Number.isNaN(Date.parse(orderedAt))) return null;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return null;
  return { orderedAt: new Date(orderedAt), id };
}
