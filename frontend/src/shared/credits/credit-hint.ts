/** Credits a story costs when bought with credits instead of money. */
export const creditsPerStory = 10;

/** The line shown beside a credit balance. */
export function creditHint(credits: number): string {
  return credits >= creditsPerStory
    ? 'Enough to download a story!'
    : `${creditsPerStory - credits} more needed for a story`;
}
