import type { StoryPosition } from "./story-keyset";
import { AdminStorySort } from "./story-management.types";

/** What a cursor was issued for: an order, and the filters its pages were read with. */
export interface AdminStoryCursorScope {
  sort: AdminStorySort;
  descending: boolean;
  /** The filters in a fixed form (see `filterKey`), so a cursor never continues a differently filtered list. */
  filters: string;
}

export function encodeAdminStoryCursor(scope: AdminStoryCursorScope, position: StoryPosition): string {
  return Buffer.from(JSON.stringify([scope.sort, scope.descending, scope.filters, position.value, position.id])).toString("base64url");
}

function isSortValue(sort: AdminStorySort, value: unknown): value is string | number {
  switch (sort) {
    case AdminStorySort.DOWNLOADS:
    case AdminStorySort.PRICE:
      return typeof value === "number" && Number.isSafeInteger(value);
    case AdminStorySort.DATE_ADDED:
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    case AdminStorySort.TITLE:
      return typeof value === "string";
  }
}

/** The position a cursor holds when it is exactly one issued for this order and these filters; null for anything else. */
export function decodeAdminStoryCursor(encoded: string, scope: AdminStoryCursorScope): StoryPosition | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 5) return null;
  const [sort, descending, filters, value, id]: unknown[] = decoded;
  if (sort !== scope.sort || descending !== scope.descending || filters !== scope.filters) return null;
  if (!isSortValue(scope.sort, value) || typeof id !== "string" || id.length === 0) return null;
  const position = { value, id };
  // A cursor made up or edited is told apart by encoding its position again.
  return encodeAdminStoryCursor(scope, position) === encoded ? position : null;
}
