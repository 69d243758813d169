/**
 * The shop's own rule for an email address (gateway/src/platform/email-address.ts), so a form refuses
 * beside the field what the shop would refuse after the round trip: the HTML standard's `type="email"`
 * rule with a dot in the domain, and no comma, angle bracket, quote or space.
 */
const EMAIL_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The longest address SMTP carries. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

/** Whether the shop takes `text`, as it is: trim it first. */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_ADDRESS.test(text);
}
