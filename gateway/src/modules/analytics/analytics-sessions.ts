import { Brackets } from "typeorm";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import type { AnalyticsRange } from "./analytics-range";
import { AnalyticsSession } from "./analytics-session.entity";
import { decodeSessionCursor, encodeSessionCursor } from "./session-cursor";

export const SESSION_PAGE_MAX_LIMIT = 100;
export const SESSION_PAGE_DEFAULT_LIMIT = 25;

export interface SessionPageRequest {
  readonly range: AnalyticsRange;
  readonly limit: number;
  readonly after: string | null;
}

export interface SessionPage {
  readonly items: readonly AnalyticsSession[];
  readonly hasMore: boolean;
  readonly endCursor: string | null;
}

export type SessionPageFailure = BusinessError<"INVALID_ARGUMENT" | "INVALID_CURSOR">;

/** The browser sessions that started in a range, newest first, a page at a time (keyset: deep pages cost what the first does). */
export class AnalyticsSessions {
  constructor(private readonly uow: UnitOfWork) {}

  async page(ctx: RequestContext, request: SessionPageRequest): Promise<Result<SessionPage, SessionPageFailure>> {
    const { range, limit, after } = request;
    if (!Number.isInteger(limit) || limit < 1 || limit > SESSION_PAGE_MAX_LIMIT) return invalidArgument("limit", `limit must be 1 to ${SESSION_PAGE_MAX_LIMIT}.`);
    const position = after === null ? null : decodeSessionCursor(after, range);
    if (after !== null && position === null) return failure("INVALID_CURSOR", "after is not a cursor returned for this range.", { argument: "after" });
    const query = this.uow
      .manager(ctx)
      .createQueryBuilder(AnalyticsSession, "s")
      .where("s.startedAt >= :from AND s.startedAt < :to", { from: range.from, to: range.to });
    if (position) {
      query.andWhere(
        new Brackets((keyset) => {
          keyset.where("s.startedAt < :at", { at: position.startedAt }).orWhere("(s.startedAt = :at AND s.id < :id)", { id: position.id });
        }),
      );
    }
    const rows = await query.orderBy("s.startedAt", "DESC").addOrderBy("s.id", "DESC").limit(limit + 1).getMany();
    const hasMore = rows.length > limit;
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return success({ items, hasMore, endCursor: hasMore && last ? encodeSessionCursor(range, { startedAt: last.startedAt, id: last.id }) : null });
  }
}
