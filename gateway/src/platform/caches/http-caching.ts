import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { Router } from "express";

/** What every answer that depends on who asks carries: neither the browser nor a shared cache keeps it. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Public answers differ by format (Accept) and encoding, and one to a signed-in request may differ
 * from the anonymous one, so a shared cache must not hand one to the other.
 */
export const PUBLIC_ANSWER_VARY = "Accept, Accept-Encoding, Authorization";

/**
 * The Cache-Control of an answer that is the same for every anonymous visitor, aligned with the
 * shop's own response cache: fresh for as long as the shop keeps it, then served stale for as long
 * again while a cache revalidates it (an ETag makes that a 304). With the response cache off
 * (`ttlMs` 0) every use is revalidated.
 */
export function publicCacheControl(ttlMs: number): string {
  if (ttlMs <= 0) return "public, no-cache";
  const seconds = Math.max(1, Math.round(ttlMs / 1000));
  return `public, max-age=${seconds}, stale-while-revalidate=${seconds}`;
}

/** A request with a token or a cookie may get an answer of its own; it is never shared. */
export function carriesCredentials(headers: Pick<IncomingHttpHeaders, "authorization" | "cookie">): boolean {
  return Boolean(headers.authorization || headers.cookie);
}

/** If-None-Match compares entity tags weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** Sets Cache-Control as the head of the answer is written, when its status is known; a route's own choice stands. */
function setCacheControlOnHead(res: ServerResponse, cacheControlFor: (status: number) => string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (!res.hasHeader("cache-control")) res.setHeader("cache-control", cacheControlFor(status));
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

/**
 * Cache-Control for the REST GET routes whose answers are the same for every anonymous visitor:
 * public while the request is anonymous and the answer a success (or a 304 to one), private
 * otherwise. Express adds the ETag and answers If-None-Match with a 304.
 */
export function publicGetCaching(publicGetPrefixes: readonly string[], ttlMs: number): Router {
  const publicControl = publicCacheControl(ttlMs);
  return Router().use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && publicGetPrefixes.some((prefix) => req.originalUrl.startsWith(prefix))) {
      const anonymous = !carriesCredentials(req.headers);
      if (anonymous) res.setHeader("vary", PUBLIC_ANSWER_VARY);
      setCacheControlOnHead(res, (status) => (anonymous && (status === 200 || status === 304) ? publicControl : PRIVATE_NO_STORE));
    }
    next();
  });
}
