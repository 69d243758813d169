import { z } from "zod";
import { type BusinessError, invalidArgument, type Result, success } from "../../platform/errors/business-error";

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

/** The time a report covers: from `from` (included) to `to` (excluded). */
export interface AnalyticsRange {
  readonly from: Date;
  readonly to: Date;
}

export type RangeFailure = BusinessError<"INVALID_ARGUMENT">;

/** A range the reports accept: from before to, at most 366 days long. */
export function checkRange(from: Date, to: Date): Result<AnalyticsRange, RangeFailure> {
  if (Number.isNaN(from.getTime())) return invalidArgument("from", "from is not a date.");
  if (Number.isNaN(to.getTime())) return invalidArgument("to", "to is not a date.");
  if (from >= to) return invalidArgument("from", "from must be before to.");
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) return invalidArgument("to", `A range covers at most ${MAX_RANGE_DAYS} days.`);
  return success({ from, to });
}

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A REST parameter's moment: an ISO 8601 date and time, or a date alone meaning that UTC day's start for `from` and its
 * end for `to` (so `from=2026-11-01&to=2026-11-30` covers all of 30 November); null when it is neither.
 */
function momentOf(text: string, end: "from" | "to"): Date | null {
  if (isoDate.safeParse(text).success) {
    const start = new Date(`${text}T00:00:00.000Z`);
    return end === "from" ? start : new Date(start.getTime() + DAY_MS);
  }
  return isoDateTime.safeParse(text).success ? new Date(text) : null;
}

/** The range of REST query parameters; either end may be left out: `to` is then now, `from` 30 days before `to`. */
export function rangeOfQuery(from: unknown, to: unknown, now: Date): Result<AnalyticsRange, RangeFailure> {
  if (from !== undefined && typeof from !== "string") return invalidArgument("from", "Give from once.");
  if (to !== undefined && typeof to !== "string") return invalidArgument("to", "Give to once.");
  const end = to === undefined ? now : momentOf(to, "to");
  if (end === null) return invalidArgument("to", "to must be an ISO 8601 date (2026-11-24) or date and time (2026-11-24T10:00:00Z).");
  const start = from === undefined ? new Date(end.getTime() - DEFAULT_RANGE_DAYS * DAY_MS) : momentOf(from, "from");
  if (start === null) return invalidArgument("from", "from must be an ISO 8601 date (2026-11-24) or date and time (2026-11-24T10:00:00Z).");
  return checkRange(start, end);
}

/** Every UTC day the range touches, as YYYY-MM-DD, in order. */
export function daysOf(range: AnalyticsRange): string[] {
  const days: string[] = [];
  const last = new Date(range.to.getTime() - 1).toISOString().slice(0, 10);
  for (let day = new Date(`${range.from.toISOString().slice(0, 10)}T00:00:00.000Z`); ; day = new Date(day.getTime() + DAY_MS)) {
    const date = day.toISOString().slice(0, 10);
    days.push(date);
    if (date >= last) return days;
  }
}
