const countFormat = new Intl.NumberFormat('en-US');

/** e.g. "1 credit", "1,250 credits". */
export function formatCredits(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'credit' : 'credits'}`;
}
