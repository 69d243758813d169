import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { parse as parseQueryString } from "node:querystring";
import { carriesCredentials, PRIVATE_NO_STORE, PUBLIC_ANSWER_VARY, publicCacheControl } from "../caches/http-caching";
import { logger } from "../logger";
import type { CredentialsWithoutVerifying } from "./authentication";
import { sendDirectAnswer } from "./direct-answer";
import type { ApiReadRoute } from "./read-route";

export interface ReadRouteLaneOptions {
  /** Where the REST façade is mounted; each route's path is under it. */
  mount: string;
  routes: readonly ApiReadRoute[];
  /** Which requests' credentials need nothing more of the app, and their context as its `authenticate` gives it. */
  credentials: CredentialsWithoutVerifying;
  /** The client's address as the app reads it (through the proxies it trusts). */
  clientIpOf(req: IncomingMessage): string | undefined;
  /** Path prefixes whose anonymous answers are public (`publicGetCaching`'s). */
  publicGetPrefixes: readonly string[];
  /** CATALOGUE_CACHE_TTL_MS, for the Cache-Control of public answers. */
  ttlMs: number;
  /** What the app sets on every answer (the security headers). */
  headers: OutgoingHttpHeaders;
}

/**
 * Answers the façade's read routes ahead of the app, without its middleware: a GET of a route's exact path, sent
 * without a token or with one that passed the full check before, is read with the route's own function and written
 * with the headers, ETag, 304, Cache-Control, Vary and encoding the app gives the same answer. A failure (a bad
 * parameter, say) and anything else go through the app, which words them; a read run there again changes nothing.
 */
export class ReadRouteLane {
  private readonly routes: ReadonlyMap<string, ApiReadRoute>;
  private readonly publicControl: string;
  private answeredCount = 0;

  constructor(private readonly options: ReadRouteLaneOptions) {
    this.routes = new Map(options.routes.map((route) => [`${options.mount}${route.path}`, route]));
    this.publicControl = publicCacheControl(options.ttlMs);
  }

  /** How many requests the lane has answered; tests read it to know which way a request went. */
  get answered(): number {
    return this.answeredCount;
  }

  wrap(app: RequestListener): RequestListener {
    return (req, res) => {
      const url = req.url ?? "";
      const queryStart = url.indexOf("?");
      const path = queryStart === -1 ? url : url.slice(0, queryStart);
      const route = req.method === "GET" ? this.routes.get(path) : undefined;
      if (!route || !this.options.credentials.admits(req)) return app(req, res);
      this.answer(req, res, app, route, path, queryStart === -1 ? "" : url.slice(queryStart + 1)).catch((error: unknown) => {
        // The app answers as it answers any failure (a database away while the viewer was read, say).
        logger.error("http.read_lane_failed", { error, path });
        if (!res.headersSent) app(req, res);
        else res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    };
  }

  private async answer(req: IncomingMessage, res: ServerResponse, app: RequestListener, route: ApiReadRoute, path: string, queryString: string): Promise<void> {
    const ctx = await this.options.credentials.contextOf(req, this.options.clientIpOf(req), this.isPublic(path));
    if (!ctx) return app(req, res);
    const answer = await route.read(ctx, parseQueryString(queryString));
    if (!answer.ok) return app(req, res);
    this.answeredCount += 1;
    await sendDirectAnswer(req, res, 200, Buffer.from(JSON.stringify(answer.value)), {
      ...this.options.headers,
      "x-request-id": ctx.requestId,
      "content-type": "application/json; charset=utf-8",
      ...this.cachingHeaders(req, path),
    });
  }

  /** Whether the route's answers are the same for every visitor (under a public prefix). */
  private isPublic(path: string): boolean {
    return this.options.publicGetPrefixes.some((prefix) => path.startsWith(prefix));
  }

  /** What `publicGetCaching` sets on a success: public for a visitor under a public prefix, private for anyone else there. */
  private cachingHeaders(req: IncomingMessage, path: string): OutgoingHttpHeaders {
    if (!this.isPublic(path)) return {};
    return carriesCredentials(req.headers) ? { "cache-control": PRIVATE_NO_STORE } : { "cache-control": this.publicControl, vary: PUBLIC_ANSWER_VARY };
  }
}
