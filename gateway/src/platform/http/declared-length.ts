import type { RequestHandler } from "express";
import { sendError } from "../errors/http-errors";

/**
 * Refuses at once a body whose Content-Length says it is larger than `maxBytes`. Express's body parsers refuse it
 * too, but only after reading it to its end; this answers before the first byte of it is read, and closes the
 * connection so the rest is never sent.
 */
export function refuseDeclaredOver(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"]);
    if (!Number.isFinite(declared) || declared <= maxBytes) {
      next();
      return;
    }
    res.set("Connection", "close");
    sendError(res, { errorCode: "PAYLOAD_TOO_LARGE", message: `The request body of ${declared} bytes exceeds the limit of ${maxBytes} bytes`, details: { limit: maxBytes } });
  };
}
