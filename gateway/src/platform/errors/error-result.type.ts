import { Field, InterfaceType, ObjectType } from "type-graphql";
import type { BusinessError } from "./business-error";
import { ErrorCode } from "./error-codes";

/**
 * Every expected failure of a mutation is a type implementing ErrorResult inside the mutation's
 * result union, so clients handle it with `... on ErrorResult { errorCode message }`.
 */
@InterfaceType({ description: "An expected failure: what went wrong, for programs (errorCode) and for people (message)." })
export abstract class ErrorResult {
  @Field(() => ErrorCode, { description: "Why the request failed." })
  errorCode: ErrorCode;

  @Field({ description: "What went wrong, written for the shop's users." })
  message: string;
}

@ObjectType({ implements: ErrorResult, description: "An argument was missing, malformed or out of range." })
export class InvalidArgumentError extends ErrorResult {
  @Field({ description: "The argument (or input field) at fault." })
  argument: string;
}

/** A service's INVALID_ARGUMENT failure as the GraphQL error result. */
export function invalidArgumentResult(error: BusinessError<"INVALID_ARGUMENT">): InvalidArgumentError {
  return Object.assign(new InvalidArgumentError(), { errorCode: error.errorCode, message: error.message, argument: String(error.details?.argument ?? "input") });
}

@ObjectType({ description: "What is wrong with one field of an input." })
export class FieldError {
  @Field({ description: "The field's path in the input, e.g. `shippingAddress.postalCode` or `customCaseBrief.suspects.2.fullName` (suspects counted from 0)." })
  field: string;

  @Field({ description: "What is wrong with it, written for the shop's users." })
  message: string;
}

@ObjectType({ implements: ErrorResult, description: "Some fields of an input were missing or wrong; each is listed with its own message (`INVALID_DETAILS`)." })
export class InvalidDetailsError extends ErrorResult {
  @Field(() => [FieldError], { description: "Every field at fault, in the order of the form." })
  fieldErrors: FieldError[];
}

/** A service's INVALID_DETAILS failure as the GraphQL error result. */
export function invalidDetailsResult(error: BusinessError<"INVALID_DETAILS">): InvalidDetailsError {
  const fieldErrors = Object.entries(error.details ?? {}).map(([field, message]) => Object.assign(new FieldError(), { field, message: String(message) }));
  return Object.assign(new InvalidDetailsError(), { errorCode: error.errorCode, message: error.message, fieldErrors });
}

/** An error result type for one code, with a way to make it from a service's failure. */
export interface ErrorResultType<Code extends ErrorCode> {
  new (): ErrorResult;
  from(error: BusinessError<Code>): ErrorResult;
}

/** Declares the GraphQL error result type that stands for one code in result unions. */
export function defineErrorResult<Code extends ErrorCode>(code: Code, name: string, description: string): ErrorResultType<Code> {
  class CodeErrorResult extends ErrorResult {
    static from(error: BusinessError<Code>): ErrorResult {
      return Object.assign(new CodeErrorResult(), { errorCode: error.errorCode, message: error.message });
    }
  }
  Object.defineProperty(CodeErrorResult, "name", { value: name });
  ObjectType(name, { implements: ErrorResult, description: `${description} (\`${code}\`)` })(CodeErrorResult);
  return CodeErrorResult;
}

export const NotFoundError = defineErrorResult("NOT_FOUND", "NotFoundError", "What was asked for does not exist, or is not yours to see");
export const InvalidTransitionError = defineErrorResult("INVALID_TRANSITION", "InvalidTransitionError", "The change does not follow from the current state: states only move forward, one step at a time");
