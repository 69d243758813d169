import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { requestIdFrom } from "../request-context";
import type { CacheGenerations } from "./cache-generations";
import { PublicQueryClassifier } from "./graphql-public-query";
import { matchesIfNoneMatch, PUBLIC_ANSWER_VARY } from "./http-caching";
import { answerMalformedJson, forcesPreflight, type PersistedQueryTexts, queryTextOfGet } from "./graphql-http-request";
import { isSmallPlainJson, parseJson, readBody } from "./small-json-body";

interface CachedResponse {
  headers: OutgoingHttpHeaders;
  /** The app's validator for the identity body; a gzipped copy is the same entity, so the (weak) tag stands for both. */
  etag: string | null;
  identity: Buffer;
  /** Made on the first hit that accepts it (most answers kept are never asked again); null for a body too small to pay. */
  gzip: Buffer | null | undefined;
}

export interface PublicResponseCacheOptions {
  ttlMs: number;
  generations: CacheGenerations;
  /** The data sets the cached answers are made of; a write to any of them empties the cache. */
  dataSets: readonly string[];
  /** Root query fields whose answers are the same for every anonymous visitor. */
  publicQueryFields: ReadonlySet<string>;
  /** Path prefixes of GET routes whose answers are the same for every anonymous visitor. */
  publicGetPrefixes: readonly string[];
  persistedQueries: PersistedQueryTexts;
}

const MAX_CACHEABLE_REQUEST_BYTES = 16 * 1024;
const MAX_CACHED_BODY_BYTES = 512 * 1024;
/** Headers of one answer, not of the content: a request's own id above all. */
const UNCACHED_HEADERS = new Set(["date", "content-length", "etag", "connection", "keep-alive", "transfer-encoding", "content-encoding", "vary", "x-request-id"]);

/** The bytes in memory of their own: a small Buffer is a slice of Node's shared pool, which it would keep whole. */
function ownMemory(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** Marks requests whose response is being captured, so the compression middleware leaves them alone. */
const capturing = new WeakSet<IncomingMessage>();

export function isBeingCaptured(req: IncomingMessage): boolean {
  return capturing.has(req);
}

const ERRORS_FIRST = Buffer.from('{"errors":');

/**
 * Whether an answer carries GraphQL errors, without parsing it: Apollo Server (with its default `stringifyResult`, which
 * the shop keeps) and the lane for known queries both write `errors` first, and a REST answer is an object or array
 * without them. Anything else is not kept either.
 */
function hasGraphqlErrors(body: Buffer): boolean {
  const opening = body[0];
  return (opening !== 0x7b && opening !== 0x5b) || body.subarray(0, ERRORS_FIRST.length).equals(ERRORS_FIRST);
}

/**
 * A micro-cache in front of the Express app for what every anonymous visitor sees alike: the
 * catalogue's GraphQL queries (POST, or GET by text or persisted query hash) and REST routes. Hits
 * are answered straight from memory with the headers and ETag the app produced (a 304 when the
 * client already holds that ETag); misses go through the app and their answer is kept for `ttlMs`.
 * Requests carrying credentials, mutations and answers with errors are never cached. Keys carry
 * the data sets' generations, so nothing read before a write is served after it.
 */
export class PublicResponseCache {
  private readonly responses: LRUCache<string, CachedResponse>;
  private readonly publicQueries: PublicQueryClassifier;

  constructor(private readonly options: PublicResponseCacheOptions) {
    this.responses = new LRUCache({
      max: 2_000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (entry, key) => entry.identity.length + (entry.gzip?.length ?? 0) + key.length * 2,
      ttl: Math.max(options.ttlMs, 1),
    });
    this.publicQueries = new PublicQueryClassifier(options.publicQueryFields);
    options.generations.onChange((name) => {
      if (options.dataSets.includes(name)) this.responses.clear();
    });
  }

  wrap(app: RequestListener): RequestListener {
    if (this.options.ttlMs <= 0) return app;
    return (req, res) => {
      this.handle(req, res, app).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    };
  }

  /** The request itself (up to 16 KB, counted in the cache's size): the map hashes the string far more cheaply than a SHA-256 of it cost. */
  private cacheKey(...parts: string[]): string {
    const generations = this.options.dataSets.map((name) => this.options.generations.current(name)).join(",");
    return [generations, ...parts].join("\n");
  }

  private async handle(req: IncomingMessage, res: ServerResponse, app: RequestListener): Promise<void> {
    if (req.headers.authorization || req.headers.cookie) return app(req, res);
    const path = req.url ?? "";
    // The answer's format depends on Accept, so it is part of the key.
    const accept = req.headers.accept ?? "";
    if (req.method === "GET" && this.options.publicGetPrefixes.some((prefix) => path.startsWith(prefix))) {
      return this.serveOrCapture(this.cacheKey("GET", path, accept), req, res, app);
    }
    if (req.method === "GET" && path.startsWith("/graphql?") && path.length <= MAX_CACHEABLE_REQUEST_BYTES && forcesPreflight(req)) {
      const query = queryTextOfGet(new URLSearchParams(path.slice("/graphql?".length)), this.options.persistedQueries);
      if (query === undefined || !this.publicQueries.isPublicQueryText(query)) return app(req, res);
      // The URL carries the hash (or text), the variables and the operation name.
      return this.serveOrCapture(this.cacheKey("GET", path, accept), req, res, app);
    }
    if (req.method === "POST" && path === "/graphql" && isSmallPlainJson(req, MAX_CACHEABLE_REQUEST_BYTES)) {
      const body = await readBody(req);
      const parsed = parseJson(body);
      if (parsed === undefined) return answerMalformedJson(res);
      // The body is consumed here; Express's JSON parser sees a finished request and keeps this value.
      Object.assign(req, { body: parsed });
      if (!this.publicQueries.isPublic(parsed)) return app(req, res);
      return this.serveOrCapture(this.cacheKey("POST", path, accept, body.toString("utf8")), req, res, app);
    }
    return app(req, res);
  }

  private serveOrCapture(key: string, req: IncomingMessage, res: ServerResponse, app: RequestListener): void {
    const cached = this.responses.get(key);
    if (!cached) {
      this.capture(key, req, res);
      app(req, res);
      return;
    }
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    if (cached.etag !== null && matchesIfNoneMatch(req.headers["if-none-match"], cached.etag)) {
      res.writeHead(304, { ...cached.headers, etag: cached.etag, vary: PUBLIC_ANSWER_VARY, "x-request-id": requestId, "x-cache": "HIT" });
      res.end();
      return;
    }
    const gzip = cached.gzip !== null && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") ? this.gzipped(key, cached) : null;
    const body = gzip ?? cached.identity;
    res.writeHead(200, {
      ...cached.headers,
      ...(gzip ? { "content-encoding": "gzip" } : {}),
      ...(cached.etag !== null ? { etag: cached.etag } : {}),
      vary: PUBLIC_ANSWER_VARY,
      "content-length": body.length,
      "x-request-id": requestId,
      "x-cache": "HIT",
    });
    res.end(body);
  }

  /** The answer's gzipped copy, made the first time one is asked for and counted in the cache's size from then on. */
  private gzipped(key: string, cached: CachedResponse): Buffer {
    if (cached.gzip) return cached.gzip;
    const gzip = ownMemory(gzipSync(cached.identity));
    this.responses.set(key, { ...cached, gzip }, { noUpdateTTL: true });
    return gzip;
  }

  private capture(key: string, req: IncomingMessage, res: ServerResponse): void {
    capturing.add(req);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const copy = (chunk: unknown) => {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    // A chunk written before the end may be reused by its writer once written, so it is copied at once.
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      copy(chunk);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    // A whole body handed to `end` is the finished answer (the app's and the lanes' are made for this response alone):
    // it is kept without a copy when it has its memory to itself.
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const whole = chunks.length === 0 && Buffer.isBuffer(chunk) ? chunk : null;
      if (!whole && typeof chunk !== "function") copy(chunk);
      this.store(key, res, ownMemory(whole ?? Buffer.concat(chunks)));
      return end(chunk, ...rest);
    }) as ServerResponse["end"];
  }

  private store(key: string, res: ServerResponse, identity: Buffer): void {
    const contentType = String(res.getHeader("content-type") ?? "");
    if (res.statusCode !== 200 || !contentType.includes("json") || res.hasHeader("set-cookie")) return;
    if (identity.length > MAX_CACHED_BODY_BYTES || hasGraphqlErrors(identity)) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !UNCACHED_HEADERS.has(name)) headers[name] = value;
    }
    const etag = res.getHeader("etag");
    this.responses.set(key, { headers, etag: typeof etag === "string" ? etag : null, identity, gzip: identity.length > 1024 ? undefined : null });
  }
}
