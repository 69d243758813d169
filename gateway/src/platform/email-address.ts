/**
 * An address mail can go to and nothing else: the HTML standard's `type="email"` rule (what the storefront's fields
 * check) with a dot in the domain. Commas, angle brackets, quotes and spaces are refused, so a typed address can
 * never become several recipients or a display name in a mail header.
 */
const EMAIL_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The longest address SMTP carries. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_ADDRESS.test(text);
}
