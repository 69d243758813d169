import type { RequestHandler } from "express";
import type { Result } from "../errors/business-error";
import { sendError } from "../errors/http-errors";
import type { RequestContext } from "../request-context";
import { requestContextOf } from "./authentication";

/** A query string as Express's "simple" parser (Node's querystring) reads it. */
export type ParsedQuery = Readonly<Record<string, string | string[] | undefined>>;

/**
 * A REST GET under `/api-coldcase` whose answer follows from the request's context and query string alone: its JSON
 * body, or a failure the façade words as every failure. A module's router serves it through `serveReadRoute`, and the
 * lane for read routes answers it ahead of the app with the same headers.
 */
export interface ApiReadRoute {
  /** The route's exact path under `/api-coldcase`, without parameters, e.g. `/stories`. */
  readonly path: string;
  read(ctx: RequestContext, query: ParsedQuery): Promise<Result<unknown>>;
}

/** The route as an Express handler, behind `authenticate`. */
export function serveReadRoute(route: ApiReadRoute): RequestHandler {
  return async (req, res) => {
    const answer = await route.read(requestContextOf(res), req.query as ParsedQuery);
    if (answer.ok) res.json(answer.value);
    else sendError(res, answer.error);
  };
}
