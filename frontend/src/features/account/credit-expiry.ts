import type { CreditAccount } from '../credits/use-credit-account';

export type CreditExpiryGroup = CreditAccount['expirySchedule'][number];

// A month of expiry is a calendar month, not a moment: formatted in UTC so no time zone shifts it.
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const countFormat = new Intl.NumberFormat('en-US');

/** Earliest first, whatever order the groups came in (December 2027 before January 2028). */
export function earliestFirst(groups: readonly CreditExpiryGroup[]): CreditExpiryGroup[] {
  return [...groups].sort((a, b) => a.year - b.year || a.month - b.month);
}

/** e.g. "6 expire in March 2028", "1 expires in March 2028". */
export function describeExpiry({ year, month, credits }: CreditExpiryGroup): string {
  const verb = credits === 1 ? 'expires' : 'expire';
  return `${countFormat.format(credits)} ${verb} in ${monthAndYear.format(Date.UTC(year, month - 1, 1))}`;
}
