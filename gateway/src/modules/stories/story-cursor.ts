import { StorySort } from "./story.enums";

/** Position after the last story of a page: its sort value, its id (the tie-breaker) and the page number. */
export interface StoryCursor {
  sort: StorySort;
  value: string | number;
  id: string;
  page: number;
}

export function encodeStoryCursor(cursor: StoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id, cursor.page])).toString("base64url");
}

function isValidSortValue(sort: StorySort, value: unknown): value is string | number {
  switch (sort) {
    case StorySort.DOWNLOADS:
      return typeof value === "number" && Number.isInteger(value);
    case StorySort.DATE:
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    case StorySort.TITLE:
    case StorySort.TYPE:
      return typeof value === "string";
  }
}

/** Returns null for anything that is not a cursor this server issued for the same sort. */
export function decodeStoryCursor(encoded: string, sort: StorySort): StoryCursor | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) return null;
  const [cursorSort, value, id, page]: unknown[] = decoded;
  if (cursorSort !== sort) return null;
  if (!isValidSortValue(sort, value)) return null;
  if (typeof id !== "string" || id.length === 0) return null;
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) return null;
  return { sort, value, id, page };
}
