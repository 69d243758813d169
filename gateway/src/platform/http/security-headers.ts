import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet from "helmet";
import type { ShopConfig } from "../config";

/** One year, as browsers' preload lists ask. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The origin of the identity provider the storefront talks to, when it is not the shop itself (an Auth0 tenant). */
function externalAuthOrigin(config: Pick<ShopConfig, "publicUrl" | "browserAuth">): string | null {
  const origin = new URL(config.browserAuth.domain).origin;
  return origin === new URL(config.publicUrl).origin ? null : origin;
}

type SecurityHeadersMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Security headers for every answer. Scripts only from the shop's own files (inline styles stay allowed: the
 * component library sets them); no plugins, no `<base>` from elsewhere, forms posting only to the shop, and no page
 * framed by anyone (the one exception, the provider's authorization route, is made by `framableByTheShop`). HSTS only in
 * production, where the shop is served over HTTPS.
 */
export function securityHeaders(config: Pick<ShopConfig, "production" | "publicUrl" | "browserAuth">): SecurityHeadersMiddleware {
  const authOrigin = externalAuthOrigin(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        // With an Auth0 tenant, the SDK fetches tokens from it and renews them in a hidden frame of it.
        "connect-src": ["'self'", ...(authOrigin ? [authOrigin] : [])],
        "frame-src": ["'self'", ...(authOrigin ? [authOrigin] : [])],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(config.production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: config.production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
}

/**
 * The headers `securityHeaders` sets, for answers written without Express. They are the same for every request, so
 * they are taken once from a response that was never sent.
 */
export function securityHeaderValues(config: Pick<ShopConfig, "production" | "publicUrl" | "browserAuth">): OutgoingHttpHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  securityHeaders(config)(response.req, response, (error) => {
    if (error !== undefined) throw error;
  });
  return response.getHeaders();
}

/**
 * The policy of a response the shop loads in a frame of its own pages (silent sign-in loads the provider's
 * authorization route in a hidden frame): framable by the shop's origin, still by no other.
 */
export function framableByTheShop(policy: string | undefined): string {
  const others = (policy ?? "")
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !directive.startsWith("frame-ancestors"));
  return [...others, "frame-ancestors 'self'"].join(";");
}

/** X-Frame-Options for the same responses, for browsers that do not read `frame-ancestors`. */
export const FRAMABLE_BY_THE_SHOP = "SAMEORIGIN";
