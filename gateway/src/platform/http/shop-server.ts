import http from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s by default, and a client (a proxy, a
 * load balancer, a script) that reuses it in the same instant gets its request reset. Proxies keep idle connections
 * for up to 60 s, so the shop keeps them a little longer and is never the one closing under a request.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The shop's HTTP server around its request handler. */
export function createShopServer(handler: http.RequestListener): http.Server {
  const server = http.createServer(handler);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers must be given time beyond the keep-alive wait, or a request starting late in it is refused.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
