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
