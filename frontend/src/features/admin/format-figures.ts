const count = new Intl.NumberFormat('en-US');
const rate = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** e.g. "1,204". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A ratio as a percentage, e.g. 0.125 → "12.5%". */
export function formatRate(ratio: number): string {
  return rate.format(ratio);
}

/** A chart axis tick: short enough for a phone, e.g. 950 → "$950", 12345 → "$12.3K". */
export function formatDollarsTick(dollars: number): string {
  return Math.abs(dollars) < 1000 ? wholeDollars.format(dollars) : compactDollars.format(dollars);
}
