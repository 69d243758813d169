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
