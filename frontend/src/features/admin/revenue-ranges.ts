import type { RevenueRange } from './revenue-panel.generated';

interface RevenueRangeDetails {
  /** On the range switch. */
  label: string;
  /** In sentences: "Revenue per day over the last 7 days". */
  span: string;
  /** The length of one point of the chart. */
  period: 'day' | 'month';
}

/** Every range, in the order the switch offers them. */
export const revenueRanges: Readonly<Record<RevenueRange, RevenueRangeDetails>> = {
  LAST_7_DAYS: { label: '7 days', span: 'the last 7 days', period: 'day' },
  LAST_30_DAYS: { label: '30 days', span: 'the last 30 days', period: 'day' },
  LAST_90_DAYS: { label: '90 days', span: 'the last 90 days', period: 'day' },
  LAST_12_MONTHS: { label: '12 months', span: 'the last 12 months', period: 'month' },
};

/** The chart opens on the last 30 days, as the server's own default does. */
export const defaultRevenueRange: RevenueRange = 'LAST_30_DAYS';

function isRevenueRange(value: string): value is RevenueRange {
  return Object.hasOwn(revenueRanges, value);
}

/** The range a switch's value names; anything unknown keeps the default. */
export function revenueRangeOf(value: string): RevenueRange {
  return isRevenueRange(value) ? value : defaultRevenueRange;
}
