import type { RequestHandler, Response } from "express";
import { sendError } from "../errors/http-errors";
import type { RateLimit, RateLimited } from "../rate-limit";
import { requestContextOf } from "./authentication";

/** The REST refusal: 429 with `Retry-After` and the shared error body. */
export function sendRateLimited(res: Response, refusal: RateLimited): void {
  const seconds = refusal.details?.retryAfterSeconds;
  if (typeof seconds === "number") res.set("Retry-After", String(seconds));
  sendError(res, refusal);
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Counts every REST write (POST, PUT, PATCH, DELETE) against the caller's account and address, before its body is read;
 * `ownLimits` are paths (under the router's mount) that count their writes with limits of their own.
 */
export function limitWrites(limit: RateLimit, ownLimits: readonly string[] = []): RequestHandler {
  const exempt = new Set(ownLimits);
  return (req, res, next) => {
    if (!limit.enabled || !WRITE_METHODS.has(req.method) || exempt.has(req.path)) {
      next();
      return;
    }
    limit.consume(requestContextOf(res)).then((counted) => {
      if (counted.ok) next();
      else sendRateLimited(res, counted.error);
    }, next);
  };
}
