import type { Clock } from "../../platform/clock";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import { rowIdOf } from "../../platform/graphql/row-id";
import { logger } from "../../platform/logger";
import type { Outbox } from "../../platform/outbox/outbox";
import type { RequestContext, TransactionalContext } from "../../platform/request-context";
import { REFUND_DECLINED_TOPIC } from "./refund-request-emails";
import { RefundRequestStatus } from "./refund-request-status";
import { requestText } from "./refund-request-text";
import { RefundRequest } from "./refund-request.entity";
import type { RefundsService } from "./refunds.service";

export type DecisionFailure = BusinessError<"NOT_FOUND" | "INVALID_ARGUMENT" | "INVALID_TRANSITION" | "NOT_REFUNDABLE">;

const NOT_FOUND_MESSAGE = "There is no refund request with this id.";

const DECIDED: Readonly<Record<RefundRequestStatus, string>> = {
  [RefundRequestStatus.OPEN]: "open",
  [RefundRequestStatus.APPROVED]: "already approved",
  [RefundRequestStatus.DECLINED]: "already declined",
};

/**
 * The operator's answer to a refund request, given once: the request's row is locked, so two admins deciding at the
 * same moment (or one clicking twice) make one decision, and an approved order is refunded once.
 */
export class RefundRequestDecisions {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly refunds: RefundsService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** Refunds every line of the order not refunded yet, with the request's reason, in the same transaction as the decision. */
  approve(ctx: RequestContext, requestId: string): Promise<Result<RefundRequest, DecisionFailure>> {
    return this.decide(ctx, requestId, async (tx, request) => {
      const refunded = await this.refunds.refund(tx, { orderId: request.orderId, lineIds: [], reason: request.reason });
      if (!refunded.ok) return refunded;
      logger.info("orders.refund_request_approved", { requestId: ctx.requestId, refundRequestId: request.id, orderId: request.orderId });
      return success({ status: RefundRequestStatus.APPROVED, resolutionNote: null });
    });
  }

  /** Declines with a note the customer is emailed; the order stays as it is. */
  decline(ctx: RequestContext, requestId: string, note: string): Promise<Result<RefundRequest, DecisionFailure>> {
    const checked = requestText(note, { argument: "note", missing: "Write a note telling the customer why.", label: "The note" });
    if (!checked.ok) return Promise.resolve(checked);
    return this.decide(ctx, requestId, async (tx, request) => {
      await this.outbox.enqueue(tx, { topic: REFUND_DECLINED_TOPIC, key: `refund-declined:${request.id}`, payload: { refundRequestId: request.id } });
      tx.transaction.afterCommit(() => this.outbox.kick());
      return success({ status: RefundRequestStatus.DECLINED, resolutionNote: checked.value });
    });
  }

  /** Locks the request, checks it is still open, lets `resolve` act on it, and records the decision. */
  private async decide(
    ctx: RequestContext,
    requestId: string,
    resolve: (tx: TransactionalContext, request: RefundRequest) => Promise<Result<Pick<RefundRequest, "status" | "resolutionNote">, DecisionFailure>>,
  ): Promise<Result<RefundRequest, DecisionFailure>> {
    const id = rowIdOf(requestId);
    if (id === null) return failure("NOT_FOUND", NOT_FOUND_MESSAGE);
    return this.uow.run(ctx, async (tx): Promise<Result<RefundRequest, DecisionFailure>> => {
      const manager = tx.transaction.manager;
      const request = await this.uow.forUpdate(manager.createQueryBuilder(RefundRequest, "r").where("r.id = :id", { id })).getOne();
      if (!request) return failure("NOT_FOUND", NOT_FOUND_MESSAGE);
      if (request.status !== RefundRequestStatus.OPEN) {
        return failure("INVALID_TRANSITION", `This refund request was ${DECIDED[request.status]}: only an open request can be approved or declined.`, { status: request.status });
      }
      const resolution = await resolve(tx, request);
      if (!resolution.ok) return resolution;
      const changes = { ...resolution.value, resolvedAt: this.clock(), resolvedBy: ctx.viewer?.id ?? null };
      await manager.update(RefundRequest, { id }, changes);
      return success(Object.assign(request, changes));
    });
  }
}
