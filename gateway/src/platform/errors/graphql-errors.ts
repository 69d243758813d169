import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { logger } from "../logger";
import type { BusinessError } from "./business-error";
import { httpStatusOf, isErrorCode } from "./error-codes";

/** A query's expected failure as a GraphQL error: the shared code in `extensions.code`, its details beside it. */
export function toGraphQLError(failure: BusinessError): GraphQLError {
  return new GraphQLError(failure.message, { extensions: { code: failure.errorCode, ...failure.details, http: { status: httpStatusOf(failure.errorCode) } } });
}

/** Apollo's own codes for requests it refuses before they run; their messages are written for clients. */
const APOLLO_CLIENT_CODES = new Set([
  "BAD_USER_INPUT",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/** Lets expected failures through as they are, turns argument validation into INVALID_ARGUMENT, and masks everything else. */
export function maskUnexpectedError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (formatted.extensions?.validationErrors) {
    return { ...formatted, extensions: { ...formatted.extensions, code: "INVALID_ARGUMENT" } };
  }
  if (typeof code === "string" && ((isErrorCode(code) && code !== "INTERNAL_SERVER_ERROR") || APOLLO_CLIENT_CODES.has(code))) return formatted;
  logger.error("graphql.unexpected_error", { message: formatted.message, path: formatted.path, error });
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}
