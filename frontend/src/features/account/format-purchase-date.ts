// A purchase is a moment, not a calendar date: it is shown on the customer's own calendar.
const purchaseDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** e.g. "23 Nov 2026": short enough for a library row, with no day-month ambiguity. */
export function formatPurchaseDate(isoDateTime: string): string {
  return purchaseDate.format(new Date(isoDateTime));
}
