import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { BusinessError } from "../../platform/errors/business-error";
import { type ErrorResult, invalidArgumentResult, InvalidTransitionError, NotFoundError } from "../../platform/errors/error-result.type";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { NotRefundableError, OrderType } from "./orders.types";
import { RefundRequestStatus } from "./refund-request-status";
import type { RefundRequestDecisions } from "./refund-request-decisions";
import { REFUND_REQUEST_QUEUE_MAX_LIMIT, type RefundRequests } from "./refund-requests.service";
import { RefundRequestPage, RefundRequestResult, RefundRequestType, refundRequestTypeOf, RequestRefundResult } from "./refund-requests.types";

type RefundRequestFailure = BusinessError<"NOT_FOUND" | "INVALID_ARGUMENT" | "NOT_REFUNDABLE" | "INVALID_TRANSITION">;

function failureResult(error: RefundRequestFailure): ErrorResult {
  switch (error.errorCode) {
    case "NOT_FOUND":
      return NotFoundError.from(error);
    case "INVALID_ARGUMENT":
      return invalidArgumentResult(error);
    case "NOT_REFUNDABLE":
      return NotRefundableError.from(error);
    case "INVALID_TRANSITION":
      return InvalidTransitionError.from(error);
  }
}

/** Customers asking for their money back, and the operator's queue and answers. */
@Resolver()
export class RefundRequestsResolver {
  constructor(
    private readonly requests: RefundRequests,
    private readonly decisions: RefundRequestDecisions,
  ) {}

  @Mutation(() => RequestRefundResult, {
    description:
      "Asks the operator to refund a paid order, with a reason (1 to 500 characters of plain text), for whoever may view the order: its signed-in owner, or a visitor with the order's access token. One request per order waits for an answer at a time (`InvalidTransitionError` while one does).",
  })
  async requestRefund(
    @Ctx() ctx: GraphqlContext,
    @Arg("orderId", () => ID) orderId: string,
    @Arg("reason", { description: "Why, in the customer's words." }) reason: string,
    @Arg("accessToken", () => String, { nullable: true, description: "The order's access token (from its link), for a visitor." }) accessToken: string | null,
  ): Promise<typeof RequestRefundResult> {
    const result = await this.requests.request(ctx, { orderId, reason, accessToken: accessToken ?? null });
    return result.ok ? refundRequestTypeOf(result.value) : failureResult(result.error);
  }

  @Authorized("admin")
  @Query(() => RefundRequestPage, { description: "The refund request queue, oldest request first, optionally of one status. Admins only." })
  async refundRequests(
    @Ctx() ctx: GraphqlContext,
    @Arg("status", () => RefundRequestStatus, { nullable: true, description: "Only requests in this status." }) status: RefundRequestStatus | null,
    @Arg("limit", () => Int, { defaultValue: 25, description: `How many, 1 to ${REFUND_REQUEST_QUEUE_MAX_LIMIT}.` }) limit: number,
    @Arg("after", () => String, { nullable: true, description: "The `endCursor` of the page before." }) after: string | null,
  ): Promise<RefundRequestPage> {
    const result = await this.requests.queue(ctx, { status: status ?? null, limit, after: after ?? null });
    if (!result.ok) throw toGraphQLError(result.error);
    return Object.assign(new RefundRequestPage(), { ...result.value, items: result.value.items.map(refundRequestTypeOf) });
  }

  @Authorized("admin")
  @Mutation(() => RefundRequestResult, {
    description: "Approves an open refund request: every line of its order not refunded yet is refunded, with the request's reason, and the money goes back. Admins only.",
  })
  async approveRefundRequest(@Ctx() ctx: GraphqlContext, @Arg("requestId", () => ID) requestId: string): Promise<typeof RefundRequestResult> {
    const result = await this.decisions.approve(ctx, requestId);
    return result.ok ? refundRequestTypeOf(result.value) : failureResult(result.error);
  }

  @Authorized("admin")
  @Mutation(() => RefundRequestResult, { description: "Declines an open refund request; the customer is emailed the note. Admins only." })
  async declineRefundRequest(
    @Ctx() ctx: GraphqlContext,
    @Arg("requestId", () => ID) requestId: string,
    @Arg("note", { description: "Why, for the customer: 1 to 500 characters of plain text." }) note: string,
  ): Promise<typeof RefundRequestResult> {
    const result = await this.decisions.decline(ctx, requestId, note);
    return result.ok ? refundRequestTypeOf(result.value) : failureResult(result.error);
  }
}

/** The customer's order page shows where their refund request is. */
@Resolver(() => OrderType)
export class OrderRefundRequestResolver {
  constructor(private readonly requests: RefundRequests) {}

  @FieldResolver(() => RefundRequestType, { nullable: true, description: "The order's latest refund request, whatever its status; null when none was made." })
  async refundRequest(@Root() order: OrderType, @Ctx() ctx: GraphqlContext): Promise<RefundRequestType | null> {
    const latest = await this.requests.latestOf(ctx, order.id);
    return latest ? refundRequestTypeOf(latest) : null;
  }
}
