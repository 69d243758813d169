/** The shop's credit rules; the storefront reads them from the API, never from its own copy. */
export const CREDIT_TERMS = {
  /** Credits a story costs when redeemed instead of bought. */
  perStory: 10,
  /** Credits a sponsorship earns at once. */
  perSponsorship: 5,
  /** Credits a sponsor earns each time another detective first acquires their story. */
  perRoyalty: 1,
  /** How long a grant can be spent. */
  lifetimeMonths: 24,
  /** How long before a grant expires its holder is reminded. */
  reminderDays: 30,
} as const;

/** The same day of the month `months` later; a day the later month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function expiryOf(acquiredAt: Date): Date {
  return addMonths(acquiredAt, CREDIT_TERMS.lifetimeMonths);
}
