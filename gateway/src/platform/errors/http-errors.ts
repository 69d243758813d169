import type { ErrorRequestHandler, Response } from "express";
import { logger } from "../logger";
import type { BusinessError } from "./business-error";
import { type ErrorCode, httpStatusOf } from "./error-codes";

/** The REST body of every failure: `{error, errorCode, …details}`, with the status its code maps to. */
export function sendError(res: Response, failure: BusinessError): void {
  if (failure.errorCode === "UNAUTHENTICATED") res.set("WWW-Authenticate", 'Bearer realm="api"');
  res.status(httpStatusOf(failure.errorCode)).json({ ...failure.details, error: failure.message, errorCode: failure.errorCode });
}

/** The failures Express and its body parsers raise. */
type ParserErrorCode = Extract<ErrorCode, "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE">;

const MESSAGES_BY_STATUS: Record<number, [ParserErrorCode, string]> = {
  400: ["BAD_REQUEST", "Bad request"],
  401: ["UNAUTHENTICATED", "The access token is not valid"],
  403: ["FORBIDDEN", "Not allowed"],
  404: ["NOT_FOUND", "Not found"],
  413: ["PAYLOAD_TOO_LARGE", "The request body is too large"],
  415: ["UNSUPPORTED_MEDIA_TYPE", "The request body's content type is not accepted here"],
};

function numberField(error: unknown, field: string): number | undefined {
  const value = typeof error === "object" && error !== null && field in error ? Number((error as Record<string, unknown>)[field]) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

function statusOf(error: unknown): number {
  const status = numberField(error, "status") ?? 500;
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

/** A refused token's error carries the WWW-Authenticate challenge the client should see. */
export function setChallengeHeaders(res: Response, error: unknown): void {
  const headers = typeof error === "object" && error !== null && "headers" in error ? error.headers : undefined;
  if (typeof headers === "object" && headers !== null) res.set(headers as Record<string, string>);
}

/**
 * What a client is told about an error raised by Express or a body parser, or null when it is
 * unexpected and must be masked. A body over its parser's limit names both sizes.
 */
export function clientFailureOf(error: unknown): BusinessError | null {
  const status = statusOf(error);
  if (status >= 500) return null;
  const [errorCode, message] = MESSAGES_BY_STATUS[status] ?? ["BAD_REQUEST", "Bad request"];
  const limit = numberField(error, "limit");
  const length = numberField(error, "length");
  if (status === 413 && limit !== undefined) {
    return { errorCode, message: `The request body${length === undefined ? "" : ` of ${length} bytes`} exceeds the limit of ${limit} bytes`, details: { limit } };
  }
  return { errorCode, message };
}

/** Errors that reach Express (from body parsers, token checks, handlers) become the REST failure body; unexpected ones are logged and masked. */
export const handleHttpError: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const failure = clientFailureOf(error);
  if (failure) {
    setChallengeHeaders(res, error);
    sendError(res, failure);
    return;
  }
  logger.error("http.unexpected_error", { requestId: res.locals.requestContext?.requestId, method: req.method, url: req.originalUrl, error });
  sendError(res, { errorCode: "INTERNAL_SERVER_ERROR", message: "Internal server error" });
};

/** The REST fallback for unknown routes. */
export function sendNotFound(res: Response): void {
  sendError(res, { errorCode: "NOT_FOUND", message: "Not found" });
}
