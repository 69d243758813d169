const dayMs = 86_400_000;

/** The shop takes up to 14 days to write a case, so it cannot be required sooner (the server checks the same). */
export const MIN_LEAD_DAYS = 14;
/** Briefs are taken at most a year ahead. */
const MAX_LEAD_DAYS = 365;

/** The UTC calendar date `days` after the day of `now`, as `YYYY-MM-DD`: the server counts in UTC too. */
export function utcDatePlusDays(now: Date, days: number): string {
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(startOfDay + days * dayMs).toISOString().slice(0, 10);
}

export interface DateRange {
  min: string;
  max: string;
}

/** The dates a case can be required by, as `YYYY-MM-DD` bounds for a date input. */
export function dateRequiredRange(now: Date): DateRange {
  return { min: utcDatePlusDays(now, MIN_LEAD_DAYS), max: utcDatePlusDays(now, MAX_LEAD_DAYS) };
}

/** A `YYYY-MM-DD` that names a day on the calendar (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
