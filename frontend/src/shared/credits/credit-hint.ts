/**
 * The line shown beside a credit balance. What a story costs in credits is the shop's to say
 * (`myCredits.creditsPerStory`), so it is passed in rather than known here.
 */
export function creditHint(balance: number, creditsPerStory: number): string {
  return balance >= creditsPerStory
    ? 'Enough to download a story!'
    : `${creditsPerStory - balance} more needed for a story`;
}
