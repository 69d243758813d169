import type { RequestHandler } from "express";
import helmet from "helmet";

/** Security headers for every answer; scripts and styles only from the shop itself. */
export function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'"],
        "connect-src": ["'self'"],
        // Silent sign-in loads the provider's /authorize in a hidden frame of the shop itself.
        "frame-ancestors": ["'self'"],
        "upgrade-insecure-requests": production ? [] : null,
      },
    },
    strictTransportSecurity: production,
  });
}
