/** The URL parameter the search lives in, so a search can be shared, bookmarked and gone back to. */
export const userSearchParam = 'search';

/** What the shop is asked for: the typed text without its edges, or everyone when nothing is typed. */
export function searchOf(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
