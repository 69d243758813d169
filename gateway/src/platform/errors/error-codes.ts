import { registerEnumType } from "type-graphql";

/**
 * The one vocabulary of failures clients see, in GraphQL (`extensions.code`, `errorCode` of
 * error results) and in REST (`errorCode`), each with the HTTP status REST answers with.
 */
export const ERROR_STATUSES = {
  BAD_REQUEST: 400,
  INVALID_ARGUMENT: 400,
  INVALID_CURSOR: 400,
  INVALID_DETAILS: 400,
  QUERY_TOO_DEEP: 400,
  TOO_MANY_ALIASES: 400,
  TOO_MANY_TOKENS: 400,
  TOO_MANY_DIRECTIVES: 400,
  QUERY_TOO_COSTLY: 400,
  QUERY_TOO_BROAD: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  STORY_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  PRODUCT_UNAVAILABLE: 409,
  ALREADY_OWNED: 409,
  CART_EMPTY: 409,
  CART_FULL: 409,
  NOT_REFUNDABLE: 409,
  INVALID_TRANSITION: 409,
  ROLE_CHANGE_REFUSED: 409,
  INSUFFICIENT_CREDITS: 409,
  LINK_EXPIRED: 410,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUSES;

export const ErrorCode = Object.fromEntries(Object.keys(ERROR_STATUSES).map((code) => [code, code])) as { readonly [Code in ErrorCode]: Code };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUSES, value);
}

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_STATUSES[code];
}

registerEnumType(ErrorCode, {
  name: "ErrorCode",
  description: "Why a request failed. The same codes name REST failures (`errorCode`) and GraphQL errors (`extensions.code`).",
});
