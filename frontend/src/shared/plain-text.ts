/**
 * The server's rule for what customers type (gateway platform/plain-text.ts): no control characters (line breaks and
 * tabs among them), line or paragraph separators, or marks that reorder text for display. Such text goes on labels,
 * PDFs and plain-text emails, where these could break a line or disguise what is written.
 */
const UNUSUAL_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Worded as the server words it, so the message reads the same whichever side found the fault. */
export const PLAIN_TEXT_MESSAGE = 'Use ordinary characters: no line breaks, tabs or other control characters.';

export function isPlainText(text: string): boolean {
  return !UNUSUAL_CHARACTER.test(text);
}
