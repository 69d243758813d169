import type { ErrorRequestHandler, Response } from "express";
import { logger } from "../logger";
import type { BusinessError } from "./business-error";
import { type ErrorCode, httpStatusOf } from "./error-codes";

/** The REST body of every failure: `{error, errorCode, …details}`, with the status its code maps to. */
export function sendError(res: Response, failure: BusinessError): void {
  if (failure.errorCode === "UNAUTHENTICATED") res.set("WWW-Authenticate", 'Bearer realm="api"');
  res.status(httpStatusOf(failure.errorCode)).json({ error: failure.message, errorCode: failure.errorCode, ...failure.details });
}

const MESSAGES_BY_STATUS: Record<number, [ErrorCode, string]> = {
  400: ["BAD_REQUEST", "Bad request"],
  401: ["UNAUTHENTICATED", "The access token is not valid"],
  403: ["FORBIDDEN", "Not allowed"],
  404: ["NOT_FOUND", "Not found"],
  413: ["PAYLOAD_TOO_LARGE", "The request body is too large"],
};

function statusOf(error: unknown): number {
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

/** Errors that reach Express (from body parsers, token checks, handlers) become the REST failure body; unexpected ones are logged and masked. */
export const handleHttpError: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = statusOf(error);
  const known = MESSAGES_BY_STATUS[status];
  if (status < 500 && known) {
    if (status === 401) {
      const headers = typeof error === "object" && error !== null && "headers" in error ? error.headers : undefined;
      if (typeof headers === "object" && headers !== null) res.set(headers as Record<string, string>);
    }
    const [errorCode, message] = known;
    sendError(res, { errorCode, message });
    return;
  }
  if (status < 500) {
    sendError(res, { errorCode: "BAD_REQUEST", message: "Bad request" });
    return;
  }
  logger.error("http.unexpected_error", { requestId: res.locals.requestContext?.requestId, method: req.method, url: req.originalUrl, error });
  sendError(res, { errorCode: "INTERNAL_SERVER_ERROR", message: "Internal server error" });
};

/** The REST fallback for unknown routes. */
export function sendNotFound(res: Response): void {
  sendError(res, { errorCode: "NOT_FOUND", message: "Not found" });
}
