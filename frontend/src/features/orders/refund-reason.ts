import { isPlainText, PLAIN_TEXT_MESSAGE } from '../../shared/plain-text';

/** The shop's limit on a refund's reason, and on the note that declines one. */
export const REASON_MAX_LENGTH = 500;

/**
 * What is wrong with a reason typed for a refund, or null. It goes into plain-text emails and the
 * order's history, so it follows the shop's plain-text rule; the shop checks again.
 */
export function reasonProblem(text: string, missingMessage: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return missingMessage;
  if (trimmed.length > REASON_MAX_LENGTH) return `Keep it to ${REASON_MAX_LENGTH} characters or fewer.`;
  if (!isPlainText(trimmed)) return PLAIN_TEXT_MESSAGE;
  return null;
}
