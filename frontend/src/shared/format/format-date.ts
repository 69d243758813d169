// Stored dates are UTC midnights; formatting in UTC keeps them from slipping a day west of Greenwich.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(isoDate));
}
