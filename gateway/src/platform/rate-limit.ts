import { HeaderMap } from "@apollo/server";
import type { GraphQLError } from "graphql";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { type BusinessError, failure, type Result, success } from "./errors/business-error";
import { toGraphQLError } from "./errors/graphql-errors";
import type { RequestContext } from "./request-context";

export type RateLimited = BusinessError<"RATE_LIMITED">;

/** The keys a caller is counted under: their account when signed in, and always their address. */
export function callerKeys(ctx: RequestContext): string[] {
  const address = `address:${ctx.clientAddress ?? "unknown"}`;
  return ctx.viewer ? [`user:${ctx.viewer.id}`, address] : [address];
}

/**
 * How many requests of one kind a caller may make per minute, counted against each of their keys (built by
 * `RateLimitStore`, which decides whether the counts are shared by every gateway or kept in this process).
 */
export class RateLimit {
  /** `null`: the limit is off. */
  constructor(private readonly limiter: RateLimiterAbstract | null) {}

  get enabled(): boolean {
    return this.limiter !== null;
  }

  /** Counts `points` requests against the caller's account and address; past either limit, says when to come back. */
  consume(ctx: RequestContext, points = 1): Promise<Result<void, RateLimited>> {
    return this.consumeFor(callerKeys(ctx), points);
  }

  /**
   * Counts `points` requests against every key the route names itself (a browser session, an email, an address): each is
   * counted even when another is already over, so a caller cannot spread a flood over keys that are refused anyway.
   */
  async consumeFor(keys: string | readonly string[], points = 1): Promise<Result<void, RateLimited>> {
    const limiter = this.limiter;
    if (!limiter) return success(undefined);
    const outcomes = await Promise.allSettled((typeof keys === "string" ? [keys] : keys).map((key) => limiter.consume(key, points)));
    const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    for (const refusal of refusals) if (!(refusal instanceof RateLimiterRes)) throw refusal;
    if (refusals.length === 0) return success(undefined);
    const waitMs = Math.max(...refusals.map((refusal) => (refusal as RateLimiterRes).msBeforeNext));
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return failure("RATE_LIMITED", `Too many requests. Please try again in ${seconds} seconds.`, { retryAfterSeconds: seconds });
  }
}

/** The refusal as GraphQL's error: HTTP 429 for the whole request, with `Retry-After`. */
export function rateLimitedGraphqlError(refusal: RateLimited): GraphQLError {
  const error = toGraphQLError(refusal);
  const seconds = refusal.details?.retryAfterSeconds;
  const http = error.extensions.http as { status?: number } | undefined;
  if (typeof seconds === "number") {
    error.extensions.http = { ...http, headers: new HeaderMap([["retry-after", String(seconds)]]) };
  }
  return error;
}

/** For GraphQL fields: past the limit, the whole request is refused with RATE_LIMITED (HTTP 429). */
export async function enforceRateLimit(ctx: RequestContext, limit: RateLimit): Promise<void> {
  const counted = await limit.consume(ctx);
  if (!counted.ok) throw rateLimitedGraphqlError(counted.error);
}
