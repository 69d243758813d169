// Periods are UTC calendar days ("2026-11-24") or months ("2026-11"); formatting in UTC keeps
// each one on its own date wherever the operator is. Parts are assembled by hand because en-GB
// writes September "Sept", and en-US puts the day after the month.
const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const isMonth = (period: string) => period.length === 7;

function partsOf(period: string) {
  const start = new Date(`${isMonth(period) ? `${period}-01` : period}T00:00:00.000Z`);
  const named = Object.fromEntries(parts.formatToParts(start).map((part) => [part.type, part.value]));
  return { day: named.day, month: named.month, year: named.year };
}

/** For chart ticks: "24 Nov", or "Nov 2026" for a month. */
export function formatPeriodShort(period: string): string {
  const { day, month, year } = partsOf(period);
  return isMonth(period) ? `${month} ${year}` : `${day} ${month}`;
}

/** For tables: "24 Nov 2026", or "Nov 2026" for a month. */
export function formatPeriodLong(period: string): string {
  const { day, month, year } = partsOf(period);
  return isMonth(period) ? `${month} ${year}` : `${day} ${month} ${year}`;
}
