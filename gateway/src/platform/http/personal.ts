import type { RequestHandler } from "express";

/**
 * Marks the answer as one person's: neither a shared cache nor the browser keeps it. Mounted before authentication, so
 * a refusal carries it too.
 */
export const personal: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
};
