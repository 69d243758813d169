// Purchases are moments: shown on the admin's own clock, to the minute, so a busy day stays readable.
const purchaseTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** e.g. "20 Feb 2025, 14:05". */
export function formatPurchaseTime(isoDateTime: string): string {
  return purchaseTime.format(new Date(isoDateTime));
}
