import { type BusinessError, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import { characterCount, isPlainText, PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import { REFUND_REASON_MAX_LENGTH } from "./refunds.service";

/** What a customer's reason and an admin's note are called in what the shop answers. */
export interface RequestTextField {
  readonly argument: string;
  /** The message when nothing was written. */
  readonly missing: string;
  /** "The reason", "The note". */
  readonly label: string;
}

/**
 * A reason or a note as it is kept: trimmed, one line of plain text (it goes into plain-text emails and the refund's
 * record), at most as long as a refund's reason may be, since an approved request's reason becomes the refund's.
 */
export function requestText(text: string, field: RequestTextField): Result<string, BusinessError<"INVALID_ARGUMENT">> {
  const trimmed = text.trim();
  if (trimmed.length === 0) return invalidArgument(field.argument, field.missing);
  if (characterCount(trimmed) > REFUND_REASON_MAX_LENGTH) return invalidArgument(field.argument, `${field.label} must be at most ${REFUND_REASON_MAX_LENGTH} characters.`);
  if (!isPlainText(trimmed)) return invalidArgument(field.argument, PLAIN_TEXT_MESSAGE);
  return success(trimmed);
}
