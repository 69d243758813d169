import { Brackets, type SelectQueryBuilder } from "typeorm";
import type { Order } from "./order.entity";
import { storedTime } from "./stored-time";

/** Where a page of orders, newest first, ended: the last order's placement time and id (the tie-breaker). */
export interface OrderPosition {
  readonly at: Date;
  readonly id: string;
}

const QUEUE = "admin-orders";
const ORDER_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** An opaque cursor, valid only with the filter (`filterKey`) its page was read with. */
export function encodeOrderCursor(filterKey: string, position: OrderPosition): string {
  return Buffer.from(JSON.stringify([QUEUE, filterKey, position.at.toISOString(), position.id])).toString("base64url");
}

/** The position a cursor holds when it is exactly one issued for this filter; null for anything else (edited, made up, another filter's). */
export function decodeOrderCursor(encoded: string, filterKey: string): OrderPosition | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) return null;
  const [queue, filter, at, id]: unknown[] = decoded;
  if (queue !== QUEUE || filter !== filterKey) return null;
  if (typeof at !== "string" || Number.isNaN(Date.parse(at)) || typeof id !== "string" || !ORDER_ID.test(id)) return null;
  const position = { at: new Date(at), id };
  return encodeOrderCursor(filterKey, position) === encoded ? position : null;
}

/** Narrows a query ordered by (placement time, id), both descending, to the orders after `position`. */
export function placedBefore(query: SelectQueryBuilder<Order>, alias: string, position: OrderPosition): SelectQueryBuilder<Order> {
  const at = storedTime(query, alias, "createdAt", position.at);
  return query.andWhere(
    new Brackets((keyset) => {
      keyset.where(`${alias}.createdAt < :cursorAt`, { cursorAt: at }).orWhere(`(${alias}.createdAt = :cursorAt AND ${alias}.id < :cursorId)`, { cursorId: position.id });
    }),
  );
}
