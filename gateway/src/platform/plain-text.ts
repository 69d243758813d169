/**
 * Control characters (line breaks and tabs among them), line and paragraph separators, and the marks that reorder text
 * for display (bidirectional embeddings, overrides and isolates). What customers and the operator type goes on labels
 * and PDFs and into plain-text emails, where these could break a line or disguise what is written. Angle brackets and
 * quotes are ordinary: the shop keeps text as text.
 */
const UNUSUAL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const PLAIN_TEXT_MESSAGE = "Use ordinary characters: no line breaks, tabs or other control characters.";

/** Whether the text is one line of ordinary characters. */
export function isPlainText(text: string): boolean {
  return !UNUSUAL.test(text);
}

/** Counted as people count characters (code points), as the storefront's forms and MySQL's varchar lengths count them. */
export function characterCount(text: string): number {
  return [...text].length;
}
