import { Brackets, In } from "typeorm";
import { startAfter } from "../../platform/database/keyset";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import { decodeQueueCursor, encodeQueueCursor, INVALID_QUEUE_CURSOR_MESSAGE } from "../../platform/graphql/queue-cursor";
import { type RequestContext, verifiedEmailOf, type Viewer } from "../../platform/request-context";
import { CustomCase } from "./custom-case.entity";
import { CustomCaseStatus } from "./custom-case-status";

export const QUEUE_LIMITS = { min: 1, max: 100 } as const;

export interface QueueRequest {
  status: CustomCaseStatus | null;
  limit: number;
  after: string | null;
}

export interface QueuePage {
  items: CustomCase[];
  nextCursor: string | null;
}

/** Reading custom cases: the operator's queue, a customer's own, and those of order lines. */
export class CustomCases {
  constructor(private readonly uow: UnitOfWork) {}

  find(ctx: RequestContext, id: number): Promise<CustomCase | null> {
    return this.uow.manager(ctx).findOneBy(CustomCase, { id });
  }

  /** The viewer's cases, newest first: bought signed in, or as a visitor with the email they have verified. */
  ofOwner(ctx: RequestContext, viewer: Viewer): Promise<CustomCase[]> {
    return this.ownedQuery(ctx, viewer).orderBy("c.orderedAt", "DESC").addOrderBy("c.id", "DESC").getMany();
  }

  /** The case when it is the viewer's, else null: others' cases are not told apart from missing ones. */
  ownedBy(ctx: RequestContext, viewer: Viewer, id: number): Promise<CustomCase | null> {
    return this.ownedQuery(ctx, viewer).andWhere("c.id = :id", { id }).getOne();
  }

  byOrderLines(ctx: RequestContext, orderLineIds: readonly number[]): Promise<CustomCase[]> {
    if (orderLineIds.length === 0) return Promise.resolve([]);
    return this.uow.manager(ctx).findBy(CustomCase, { orderLineId: In([...orderLineIds]) });
  }

  /** Cases paid for and not written yet (waiting for a writer, or being written), for the dashboard's queues. */
  countToWrite(ctx: RequestContext): Promise<number> {
    return this.uow.manager(ctx).countBy(CustomCase, { status: In([CustomCaseStatus.BRIEF_RECEIVED, CustomCaseStatus.WRITING]) });
  }

  /** The operator's queue, oldest first, a page at a time. */
  async queue(ctx: RequestContext, request: QueueRequest): Promise<Result<QueuePage, BusinessError<"INVALID_ARGUMENT" | "INVALID_CURSOR">>> {
    if (!Number.isInteger(request.limit) || request.limit < QUEUE_LIMITS.min || request.limit > QUEUE_LIMITS.max) {
      return invalidArgument("limit", `limit must be between ${QUEUE_LIMITS.min} and ${QUEUE_LIMITS.max}`);
    }
    const scope = { queue: "custom-cases", filter: request.status };
    const position = request.after === null ? null : decodeQueueCursor(request.after, scope);
    if (request.after !== null && position === null) return failure("INVALID_CURSOR", INVALID_QUEUE_CURSOR_MESSAGE, { argument: "after" });
    const query = this.uow.manager(ctx).createQueryBuilder(CustomCase, "c");
    if (request.status !== null) query.where("c.status = :status", { status: request.status });
    if (position) startAfter(query, "c", "orderedAt", position);
    const rows = await query.orderBy("c.orderedAt", "ASC").addOrderBy("c.id", "ASC").limit(request.limit + 1).getMany();
    const items = rows.slice(0, request.limit);
    const last = items.at(-1);
    const nextCursor = rows.length > request.limit && last ? encodeQueueCursor(scope, { at: last.orderedAt, id: last.id }) : null;
    return success({ items, nextCursor });
  }

  private ownedQuery(ctx: RequestContext, viewer: Viewer) {
    const email = verifiedEmailOf(viewer);
    return this.uow
      .manager(ctx)
      .createQueryBuilder(CustomCase, "c")
      .where(
        new Brackets((owner) => {
          owner.where("c.userId = :userId", { userId: viewer.id });
          if (email) owner.orWhere("(c.userId IS NULL AND c.email = :email)", { email });
        }),
      );
  }
}
