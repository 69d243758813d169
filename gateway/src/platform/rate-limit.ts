import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { type BusinessError, failure, type Result, success } from "./errors/business-error";
import { toGraphQLError } from "./errors/graphql-errors";
import type { RequestContext } from "./request-context";

/**
 * How many requests of one kind a caller may make per minute: a signed-in caller counted by
 * account, anyone else by address. The counts live in this process; behind a load balancer each
 * gateway allows the limit on its own.
 */
export class RateLimit {
  private readonly limiter: RateLimiterMemory | null;

  constructor(name: string, perMinute: number) {
    this.limiter = perMinute > 0 ? new RateLimiterMemory({ keyPrefix: name, points: perMinute, duration: 60 }) : null;
  }

  /** Counts one request of the caller (its account, else its address); past the limit, says when to come back. */
  consume(ctx: RequestContext): Promise<Result<void, BusinessError<"RATE_LIMITED">>> {
    return this.consumeFor(ctx.viewer ? `user:${ctx.viewer.id}` : `address:${ctx.clientAddress ?? "unknown"}`);
  }

  /** Counts one request of a caller the route names itself (a browser session, an address). */
  async consumeFor(caller: string): Promise<Result<void, BusinessError<"RATE_LIMITED">>> {
    if (!this.limiter) return success(undefined);
    try {
      await this.limiter.consume(caller);
      return success(undefined);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return failure("RATE_LIMITED", `Too many requests. Please try again in ${seconds} seconds.`, { retryAfterSeconds: seconds });
    }
  }
}

/** For GraphQL fields: past the limit, the whole request is refused with RATE_LIMITED (HTTP 429). */
export async function enforceRateLimit(ctx: RequestContext, limit: RateLimit): Promise<void> {
  const counted = await limit.consume(ctx);
  if (!counted.ok) throw toGraphQLError(counted.error);
}
