import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { BusinessError } from "./business-error";
import { httpStatusOf, isErrorCode } from "./error-codes";

/** Refusals of the whole request; any other failure belongs to its field and leaves the rest of the answer standing. */
const REQUEST_WIDE_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN", "RATE_LIMITED"]);

/** A query's expected failure as a GraphQL error: the shared code in `extensions.code`, its details beside it. */
export function toGraphQLError(failure: BusinessError): GraphQLError {
  const http = REQUEST_WIDE_CODES.has(failure.errorCode) ? { http: { status: httpStatusOf(failure.errorCode) } } : {};
  return new GraphQLError(failure.message, { extensions: { ...failure.details, code: failure.errorCode, ...http } });
}

interface ValidationIssue {
  property?: unknown;
  constraints?: unknown;
  children?: unknown;
}

/** The first broken rule of class-validator's tree, with the dotted path of the argument it broke. */
function firstValidationIssue(issues: unknown, path: readonly string[] = []): { argument: string; message: string } | null {
  if (!Array.isArray(issues)) return null;
  for (const issue of issues as ValidationIssue[]) {
    const at = [...path, String(issue.property)];
    const messages = typeof issue.constraints === "object" && issue.constraints !== null ? Object.values(issue.constraints) : [];
    if (typeof messages[0] === "string") return { argument: at.join("."), message: messages[0] };
    const nested = firstValidationIssue(issue.children, at);
    if (nested) return nested;
  }
  return null;
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

/** Codes whose messages are written for clients: the shared vocabulary (but for the masked 500) and Apollo's own. */
export function isExpectedCode(code: unknown): boolean {
  return typeof code === "string" && ((isErrorCode(code) && code !== "INTERNAL_SERVER_ERROR") || APOLLO_CLIENT_CODES.has(code));
}

/**
 * Lets expected failures through as they are, turns argument validation into INVALID_ARGUMENT
 * naming the argument (never echoing the input back), and masks everything else.
 */
export function maskUnexpectedError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (formatted.extensions?.validationErrors) {
    const issue = firstValidationIssue(formatted.extensions.validationErrors);
    return {
      message: issue?.message ?? formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: "INVALID_ARGUMENT", ...(issue ? { argument: issue.argument } : {}) },
    };
  }
  if (isExpectedCode(formatted.extensions?.code)) return formatted;
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}
