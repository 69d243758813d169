/** The shop's limit on a sponsor's display name, once normalised; it checks again itself. */
export const SPONSOR_NAME_MAX_LENGTH = 40;

/**
 * "Ada L.": a first name and a last initial say who sponsored without giving a full name away;
 * the initial alone without a first name, and nothing at all without either, so the user types one.
 * The shop suggests the same when a cart line comes without a name.
 */
export function defaultSponsorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  // By code point, so a last name starting with an emoji or an astral letter keeps it whole.
  const initial = [...(lastName?.trim() ?? '')][0];
  if (!initial) return first;
  return first ? `${first} ${initial.toUpperCase()}.` : `${initial.toUpperCase()}.`;
}

/** The name as the shop stores and shows it: trimmed, each run of spaces made one. */
export function normalizeSponsorName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Why a display name cannot be used, or null when it can. */
export function sponsorNameProblem(name: string): string | null {
  // In code points, as people count characters, after the same normalising as the shop's.
  const length = [...normalizeSponsorName(name)].length;
  if (length === 0) return 'Enter the name to show on the story.';
  if (length > SPONSOR_NAME_MAX_LENGTH) return `Keep it to ${SPONSOR_NAME_MAX_LENGTH} characters or fewer.`;
  return null;
}
