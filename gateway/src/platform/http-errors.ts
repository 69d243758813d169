import type { ErrorRequestHandler } from "express";
import { logger } from "./logger";

/** Errors that reach Express become JSON: 401 with the token challenge, other 4xx as they are, the rest masked as 500. */
export const handleHttpError: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
  if (status === 401) {
    const headers = typeof error === "object" && error !== null && "headers" in error ? error.headers : undefined;
    if (typeof headers === "object" && headers !== null) res.set(headers as Record<string, string>);
    res.status(401).json({ error: "The access token is not valid", errorCode: "UNAUTHENTICATED" });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ error: status === 404 ? "Not found" : "Bad request", errorCode: status === 404 ? "NOT_FOUND" : "BAD_REQUEST" });
    return;
  }
  logger.error("http.unexpected_error", { method: req.method, url: req.originalUrl, error });
  res.status(500).json({ error: "Internal server error", errorCode: "INTERNAL_ERROR" });
};
