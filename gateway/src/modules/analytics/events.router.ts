import express, { type RequestHandler, Router } from "express";
import { sendError } from "../../platform/errors/http-errors";
import { requestContextOf } from "../../platform/http/authentication";
import { personal } from "../../platform/http/personal";
import { sendRateLimited } from "../../platform/http/rate-limited";
import type { RateLimit } from "../../platform/rate-limit";
import { MAX_BATCH_BYTES, parseBatch } from "./event-batch";
import type { EventIngestion } from "./event-ingestion";

/** JSON from `fetch`, text from `navigator.sendBeacon` (a string is sent as text/plain): both hold the same JSON. */
const BATCH_TYPES = ["application/json", "text/plain"];

export interface EventRateLimits {
  readonly perSession: RateLimit;
  readonly perAddress: RateLimit;
}

const acceptedType: RequestHandler = (req, res, next) => {
  if (req.is(BATCH_TYPES)) next();
  else sendError(res, { errorCode: "UNSUPPORTED_MEDIA_TYPE", message: "Send the batch as application/json or text/plain." });
};

/** Counted by its own per-session and per-address limits, not the shop-wide one for writes. */
export const EVENTS_PATH = "/events";

/**
 * `POST /api-coldcase/events`: a batch of the storefront's events. The body (64 KB at most) is read as text whatever its
 * type, then parsed as JSON; an invalid bearer token was refused with 401 before this route.
 */
export function eventsRouter(ingestion: EventIngestion, limits: EventRateLimits): Router {
  const router = Router();
  router.post(EVENTS_PATH, personal, acceptedType, async (_req, res, next) => {
    // Counted before the body is read, so a flood from one address costs no parsing.
    const byAddress = await limits.perAddress.consumeFor(`address:${requestContextOf(res).clientAddress ?? "unknown"}`);
    if (byAddress.ok) next();
    else sendRateLimited(res, byAddress.error);
  }, express.text({ type: BATCH_TYPES, limit: MAX_BATCH_BYTES }), async (req, res) => {
    const ctx = requestContextOf(res);
    const body: unknown = req.body;
    const batch = parseBatch(typeof body === "string" ? body : "");
    if (!batch.ok) {
      sendError(res, batch.error);
      return;
    }
    // A signed-in caller's sessions also share one allowance, so minting session ids does not multiply it.
    const bySession = await limits.perSession.consumeFor([`session:${batch.value.sessionId}`, ...(ctx.viewer ? [`user:${ctx.viewer.id}`] : [])]);
    if (!bySession.ok) {
      sendRateLimited(res, bySession.error);
      return;
    }
    res.json(await ingestion.record(ctx, batch.value));
  });
  return router;
}
