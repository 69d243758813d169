import type { ErrorCode } from "./error-codes";

interface FailureOf<Code extends ErrorCode> {
  readonly errorCode: Code;
  readonly message: string;
  /** Extra facts about the failure, e.g. which argument was wrong; sent to clients as they are. */
  readonly details?: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * An expected failure a caller can act on: its code, a message for people, and fields that help.
 * A union of codes is a union of failures, so checking `errorCode` narrows it.
 */
export type BusinessError<Code extends ErrorCode = ErrorCode> = Code extends ErrorCode ? FailureOf<Code> : never;

export type Result<Value, Failure extends BusinessError = BusinessError> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly error: Failure };

export function success<Value>(value: Value): { ok: true; value: Value } {
  return { ok: true, value };
}

export function failure<Code extends ErrorCode>(errorCode: Code, message: string, details?: FailureOf<Code>["details"]): { ok: false; error: FailureOf<Code> } {
  return { ok: false, error: { errorCode, message, ...(details ? { details } : {}) } };
}

export function invalidArgument(argument: string, message: string): { ok: false; error: FailureOf<"INVALID_ARGUMENT"> } {
  return failure("INVALID_ARGUMENT", message, { argument });
}

/** Field paths (`shippingAddress.postalCode`, `customCaseBrief.suspects.2.fullName`) and what is wrong with each. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Several fields of one input were wrong: each with its own message, so a form can show each beside its field. */
export function invalidDetails(fieldErrors: FieldErrors): { ok: false; error: FailureOf<"INVALID_DETAILS"> } {
  const messages = Object.values(fieldErrors);
  return failure("INVALID_DETAILS", messages.join(" "), fieldErrors);
}
