import type { AnalyticsRangeInput } from './analytics-report.generated';

/** The preset ranges, in days counted back from today (today included). */
export const rangePresets = [7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];
export const defaultPreset: RangePreset = 30;

/** The server answers at most this many days at once. */
export const longestRangeDays = 366;

/** UTC calendar days, "2026-11-24": the days the report counts are UTC days too. */
export interface DaySpan {
  firstDay: string;
  lastDay: string;
}

export type RangeChoice = { kind: 'preset'; days: RangePreset } | ({ kind: 'custom' } & DaySpan);

export interface RangeProblem {
  field: 'firstDay' | 'lastDay';
  message: string;
}

const dayMs = 86_400_000;

/** Milliseconds at the day's UTC midnight, or NaN when it is not a real "YYYY-MM-DD" day. */
function startOfDay(day: string): number {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  // Date.parse rolls "2026-02-30" over into March; a real day reads back the same.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(start) && utcDay(new Date(start)) === day ? start : Number.NaN;
}

export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function daysBefore(day: string, count: number): string {
  return utcDay(new Date(startOfDay(day) - count * dayMs));
}

/** What is wrong with two typed days, or null when the server will take them. */
export function customRangeProblem({ firstDay, lastDay }: DaySpan): RangeProblem | null {
  const first = startOfDay(firstDay);
  const last = startOfDay(lastDay);
  if (Number.isNaN(first)) return { field: 'firstDay', message: 'Enter the first day of the range.' };
  if (Number.isNaN(last)) return { field: 'lastDay', message: 'Enter the last day of the range.' };
  if (last < first) return { field: 'lastDay', message: 'The last day cannot come before the first.' };
  if ((last - first) / dayMs + 1 > longestRangeDays) {
    return { field: 'lastDay', message: `A range covers at most ${longestRangeDays} days.` };
  }
  return null;
}

function presetOf(param: string | null): RangePreset | undefined {
  return rangePresets.find((days) => String(days) === param);
}

/** The range a URL names (`?days=7`, or `?from=2026-11-01&to=2026-11-24`); anything else opens the default. */
export function choiceFromParams(params: URLSearchParams): RangeChoice {
  const span = { firstDay: params.get('from') ?? '', lastDay: params.get('to') ?? '' };
  if (params.has('from') && customRangeProblem(span) === null) return { kind: 'custom', ...span };
  return { kind: 'preset', days: presetOf(params.get('days')) ?? defaultPreset };
}

export function paramsOfChoice(choice: RangeChoice): Record<string, string> {
  if (choice.kind === 'custom') return { from: choice.firstDay, to: choice.lastDay };
  return choice.days === defaultPreset ? {} : { days: String(choice.days) };
}

export function daySpanOf(choice: RangeChoice, today: string): DaySpan {
  if (choice.kind === 'custom') return { firstDay: choice.firstDay, lastDay: choice.lastDay };
  return { firstDay: daysBefore(today, choice.days - 1), lastDay: today };
}

/** From the first day's start to the start of the day after the last, which the server leaves out. */
export function rangeInputOf({ firstDay, lastDay }: DaySpan): AnalyticsRangeInput {
  return { from: `${firstDay}T00:00:00.000Z`, to: new Date(startOfDay(lastDay) + dayMs).toISOString() };
}
