/** The name a user gave, first and last, or null when they gave none. */
export function userNameOf(user: { firstName: string | null; lastName: string | null }): string | null {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}
