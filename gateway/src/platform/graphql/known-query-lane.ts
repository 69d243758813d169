import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { type DocumentNode, getOperationAST, type GraphQLSchema, parse, validate } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { forcesPreflight, persistedQueryHashOf, type PersistedQueryTexts } from "../caches/graphql-http-request";
import { PublicQueryClassifier } from "../caches/graphql-public-query";
import { carriesCredentials, PRIVATE_NO_STORE, PUBLIC_ANSWER_VARY, publicCacheControl } from "../caches/http-caching";
import { isSmallPlainJson, parseJson, readBody } from "../caches/small-json-body";
import { clientFailureOf } from "../errors/http-errors";
import type { CredentialsWithoutVerifying } from "../http/authentication";
import { sendDirectAnswer } from "../http/direct-answer";
import { logger } from "../logger";
import { type RequestContext, requestIdFrom } from "../request-context";
import type { RequestLoaders } from "./graphql-context";
import { BreadthJudge } from "./breadth-judge";
import { checkQueryLimits, GRAPHQL_LIMITS } from "./graphql-limits";

/** An operation as it came over HTTP, before anything is known of it. */
interface OperationRequest {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

/** A query the lane may answer: valid, within the shape limits, a query, and compiled. */
interface ReadyQuery {
  compiled: CompiledQuery;
  /** Its breadth with each request's variables (its shape is within the limits). */
  breadth: BreadthJudge;
  /** Its answer is the same for every anonymous visitor. */
  isPublic: boolean;
}

/** A query text seen before: once it came again, whether it is ready (null: never here). */
interface KnownQuery {
  ready: ReadyQuery | null | undefined;
  queryCharacters: number;
}

export interface KnownQueryLaneOptions {
  schema: GraphQLSchema;
  loaders(ctx: RequestContext): RequestLoaders;
  /** Which requests' credentials need nothing more of the app, and their context as its `authenticate` gives it. */
  credentials: CredentialsWithoutVerifying;
  /** The client's address as the app reads it (through the proxies it trusts). */
  clientIpOf(req: IncomingMessage): string | undefined;
  persistedQueries: PersistedQueryTexts;
  /** Root query fields whose answers are the same for every anonymous visitor. */
  publicQueryFields: ReadonlySet<string>;
  /** CATALOGUE_CACHE_TTL_MS, for the Cache-Control of public answers. */
  ttlMs: number;
  /** What the app sets on every answer (the security headers). */
  headers: OutgoingHttpHeaders;
}

const MAX_REQUEST_BYTES = 16 * 1024;
/** Bounds on the query texts known, as the compiled executor's: the code graphql-jit writes grows with the text. */
const MAX_KNOWN_QUERIES = 1_000;
const MAX_KNOWN_QUERY_CHARACTERS = 2_000_000;
const FAILING_TEXT_MS = 60_000;
/** Apollo Server's choice of media type by the request's Accept header: the first two are answered here. */
const MEDIA_TYPES = ["application/json; charset=utf-8", "application/graphql-response+json; charset=utf-8", "application/json; callbackSpec=1.0; charset=utf-8"];
const ANSWERED_MEDIA_TYPES = MEDIA_TYPES.slice(0, 2);
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isVariables(value: unknown): value is Record<string, unknown> | null | undefined {
  return value === undefined || value === null || isRecord(value);
}

/** The parameters of a GET, in the order `operationOfGet` reads them. */
const GET_PARAMS = ["query", "operationName", "variables", "extensions"] as const;

/** The body was read here; the app's JSON parser sees a finished request and keeps this value. */
function handOnBody(req: IncomingMessage, body: unknown): void {
  Object.assign(req, { body });
}

function hasPreReadBody(req: IncomingMessage): req is IncomingMessage & { body: unknown } {
  return "body" in req;
}

/**
 * Answers the queries `/graphql` has answered before without the app's middleware and Apollo Server's pipeline: a
 * request is read, its context built, its compiled query run and its answer written here, with every header, ETag,
 * 304, Cache-Control and encoding the app gives the same answer. It takes only what it can answer exactly as the app
 * does: a query (GET or POST) whose text came before and is valid, within the limits (breadth checked with each
 * request's variables), compiled by graphql-jit, and sent either without a token or with one that passed the full
 * check before, without a visitor's token. Anything else, and any answer with an error, goes the whole way through the
 * app, which words every refusal; such a query only reads, so running it there again changes nothing.
 */
export class KnownQueryLane {
  private readonly queries: LRUCache<string, KnownQuery>;
  private readonly publicQueries: PublicQueryClassifier;
  private readonly publicControl: string;
  private readonly mediaTypes = new LRUCache<string, string>({ max: 100 });
  /** Requests (text and variables) whose answer had errors lately: the app answers them, rather than each running twice. */
  private readonly failing = new LRUCache<string, true>({
    max: MAX_KNOWN_QUERIES,
    maxSize: MAX_KNOWN_QUERY_CHARACTERS,
    sizeCalculation: (_failed, request) => request.length,
    ttl: FAILING_TEXT_MS,
  });
  private answeredCount = 0;

  constructor(private readonly options: KnownQueryLaneOptions) {
    this.queries = new LRUCache({
      max: MAX_KNOWN_QUERIES,
      maxSize: MAX_KNOWN_QUERY_CHARACTERS,
      sizeCalculation: (known) => known.queryCharacters,
    });
    this.publicQueries = new PublicQueryClassifier(options.publicQueryFields);
    this.publicControl = publicCacheControl(options.ttlMs);
  }

  /** How many requests the lane has answered; tests read it to know which way a request went. */
  get answered(): number {
    return this.answeredCount;
  }

  wrap(app: RequestListener): RequestListener {
    return (req, res) => {
      const path = req.url ?? "";
      const isGet = req.method === "GET" && path.startsWith("/graphql?") && path.length <= MAX_REQUEST_BYTES;
      const isPost = req.method === "POST" && path === "/graphql" && (hasPreReadBody(req) || isSmallPlainJson(req, MAX_REQUEST_BYTES));
      if (!isGet && !isPost) return app(req, res);
      this.handle(req, res, app, isGet ? path : null).catch((error: unknown) => {
        // The app answers as it answers any failure (a database away while the viewer was read, say).
        logger.error("graphql.lane_failed", { error });
        if (!res.headersSent) app(req, res);
        else res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    };
  }

  /** `getPath`: the path and query of a GET; null for a POST. */
  private async handle(req: IncomingMessage, res: ServerResponse, app: RequestListener, getPath: string | null): Promise<void> {
    // Credentials first: a token the app has not verified is refused there before anything is read.
    if (!this.options.credentials.admits(req)) return app(req, res);
    let request: OperationRequest | null;
    if (getPath !== null) request = this.operationOfGet(req, getPath);
    else {
      const body = hasPreReadBody(req) ? req.body : parseJson(await readBody(req));
      if (body === undefined) return this.answerMalformedBody(req, res);
      handOnBody(req, body);
      request = this.operationOfBody(body);
    }
    if (!request) return app(req, res);
    return this.answer(req, res, request, app);
  }

  /** As the app answers a body its JSON parser refuses. */
  private answerMalformedBody(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const failure = clientFailureOf({ status: 400 }) ?? { errorCode: "BAD_REQUEST", message: "Bad request" };
    const body = Buffer.from(JSON.stringify({ errors: [{ message: failure.message, extensions: { code: failure.errorCode } }] }));
    return sendDirectAnswer(req, res, 400, body, {
      ...this.options.headers,
      "x-request-id": requestIdFrom(req.headers["x-request-id"]),
      "content-type": "application/json; charset=utf-8",
    });
  }

  /** Null where Apollo Server would refuse the request, or where it must check it (a text sent with its hash). */
  private operationOfGet(req: IncomingMessage, path: string): OperationRequest | null {
    const contentType = req.headers["content-type"];
    // Apollo refuses a GET with a body type, and one a browser could send across sites without a preflight.
    if ((contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) || !forcesPreflight(req)) return null;
    const search = new URLSearchParams(path.slice("/graphql?".length));
    const params = GET_PARAMS.map((name) => search.getAll(name));
    // Apollo refuses a parameter given twice.
    if (params.some((values) => values.length > 1)) return null;
    const [query, operationName, variablesParam, extensionsParam] = params.map((values) => values[0]);
    const variables = variablesParam === undefined ? undefined : parseJson(Buffer.from(variablesParam));
    if (variablesParam !== undefined && !isRecord(variables)) return null;
    if (extensionsParam !== undefined) {
      const hash = persistedQueryHashOf(extensionsParam);
      const persisted = query === undefined && hash !== undefined ? this.options.persistedQueries.queryTextOf(hash) : undefined;
      return persisted === undefined ? null : { query: persisted, operationName, variables: isRecord(variables) ? variables : undefined };
    }
    return query === undefined ? null : { query, operationName, variables: isRecord(variables) ? variables : undefined };
  }

  private operationOfBody(body: unknown): OperationRequest | null {
    if (!isRecord(body)) return null;
    const { query, operationName, variables, extensions } = body;
    // Persisted queries and their registrations are Apollo's to check.
    if (typeof query !== "string" || (extensions !== undefined && extensions !== null)) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return null;
    if (!isVariables(variables)) return null;
    return { query, operationName: operationName ?? undefined, variables: variables ?? undefined };
  }

  private async answer(req: IncomingMessage, res: ServerResponse, request: OperationRequest, app: RequestListener): Promise<void> {
    // An operation name of "" is not the same as none: it names no operation, and is prepared (and refused) on its own.
    const key = JSON.stringify([request.operationName ?? null, request.query]);
    const variables = request.variables ?? {};
    const exactRequest = `${key}\n${JSON.stringify(variables)}`;
    const ready = this.failing.has(exactRequest) ? null : this.readyQuery(key, request);
    const mediaType = this.mediaTypeFor(req.headers.accept);
    if (!ready || !mediaType) return app(req, res);
    if (ready.breadth.refusal(variables)) return app(req, res);
    const ctx = await this.options.credentials.contextOf(req, this.options.clientIpOf(req), ready.isPublic);
    if (!ctx) return app(req, res);
    const result = await ready.compiled.query(undefined, { ...ctx, loaders: this.options.loaders(ctx) }, variables);
    if (result.errors || result.data === undefined || result.data === null) {
      // The app runs it again and words the errors. When resolvers ran (variables that do not coerce stop before any),
      // the same request goes straight there for a while, so a request repeated does not run twice each time.
      if (result.data !== undefined) this.failing.set(exactRequest, true);
      return app(req, res);
    }
    const body = Buffer.from(`${JSON.stringify({ data: result.data })}\n`);
    this.answeredCount += 1;
    const shared = ready.isPublic && !carriesCredentials(req.headers);
    await sendDirectAnswer(req, res, 200, body, {
      ...this.options.headers,
      "x-request-id": ctx.requestId,
      "content-type": mediaType,
      "cache-control": shared ? this.publicControl : PRIVATE_NO_STORE,
      vary: PUBLIC_ANSWER_VARY,
    });
  }

  /** The media type Apollo Server would answer with, or undefined when the app must answer (a refusal, a callback). */
  private mediaTypeFor(accept: string | undefined): string | undefined {
    if (!accept) return MEDIA_TYPES[0];
    const known = this.mediaTypes.get(accept);
    if (known !== undefined) return known || undefined;
    const preferred = new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES);
    const chosen = preferred !== undefined && ANSWERED_MEDIA_TYPES.includes(preferred) ? preferred : "";
    this.mediaTypes.set(accept, chosen);
    return chosen || undefined;
  }

  /**
   * The query when it is ready to run here. A text is prepared when it comes a second time, so a flood of new texts
   * costs the lane nothing beyond remembering them (bounded), and each text is prepared once.
   */
  private readyQuery(key: string, request: OperationRequest): ReadyQuery | null {
    const known = this.queries.get(key);
    if (!known) {
      this.queries.set(key, { ready: undefined, queryCharacters: key.length });
      return null;
    }
    if (known.ready === undefined) {
      known.ready = this.prepare(request);
    }
    return known.ready;
  }

  private prepare(request: OperationRequest): ReadyQuery | null {
    let document: DocumentNode;
    try {
      document = parse(request.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    } catch {
      return null;
    }
    const operation = getOperationAST(document, request.operationName);
    if (operation?.operation !== "query" || validate(this.options.schema, document).length > 0) return null;
    if (checkQueryLimits(this.options.schema, document).length > 0) return null;
    try {
      const compiled = compileQuery(this.options.schema, document, request.operationName);
      if (!isCompiledQuery(compiled)) return null;
      return { compiled, breadth: new BreadthJudge(this.options.schema, document, request.operationName), isPublic: this.publicQueries.isPublicOperation(operation) };
    } catch {
      return null;
    }
  }
}
