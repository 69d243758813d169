import { createUnionType, Field, ID, ObjectType } from "type-graphql";
import { InvalidArgumentError, InvalidTransitionError, NotFoundError } from "../../platform/errors/error-result.type";
import { NotRefundableError } from "./orders.types";
import { RefundRequestStatus } from "./refund-request-status";
import type { RefundRequest } from "./refund-request.entity";

@ObjectType("RefundRequest", { description: "A customer's request for their order's money back, and the operator's answer." })
export class RefundRequestType {
  @Field(() => ID, { description: "The request's id, as `approveRefundRequest` and `declineRefundRequest` take it." })
  id: string;

  @Field(() => ID, { description: "The order it is about." })
  orderId: string;

  @Field({ description: "The order number people quote." })
  orderNumber: string;

  @Field({ description: "The order's email, where the answer goes." })
  email: string;

  @Field({ description: "Why the customer asks, in their words." })
  reason: string;

  @Field(() => RefundRequestStatus, { description: "Whether it waits for an answer, or how it was answered." })
  status: RefundRequestStatus;

  @Field({ description: "When the customer asked." })
  requestedAt: Date;

  @Field(() => Date, { nullable: true, description: "When it was approved or declined." })
  resolvedAt: Date | null;

  @Field(() => String, { nullable: true, description: "Why it was declined, as the customer was told; null otherwise." })
  resolutionNote: string | null;
}

@ObjectType({ description: "A page of the refund request queue, oldest request first. Admins only." })
export class RefundRequestPage {
  @Field(() => [RefundRequestType], { description: "The requests of this page." })
  items: RefundRequestType[];

  @Field({ description: "Whether more requests follow this page." })
  hasMore: boolean;

  @Field(() => String, { nullable: true, description: "The last item's cursor: pass it as `after` for the next page. Null when the page is empty." })
  endCursor: string | null;
}

export const RequestRefundResult = createUnionType({
  name: "RequestRefundResult",
  description: "The refund request, sent to the operator, or why it could not be made.",
  types: () => [RefundRequestType, NotFoundError, InvalidArgumentError, NotRefundableError, InvalidTransitionError] as const,
});

export const RefundRequestResult = createUnionType({
  name: "RefundRequestResult",
  description: "The decided refund request, or why it could not be decided.",
  types: () => [RefundRequestType, NotFoundError, InvalidArgumentError, InvalidTransitionError, NotRefundableError] as const,
});

export function refundRequestTypeOf(row: RefundRequest): RefundRequestType {
  return Object.assign(new RefundRequestType(), {
    id: String(row.id),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    email: row.email,
    reason: row.reason,
    status: row.status,
    requestedAt: row.requestedAt,
    resolvedAt: row.resolvedAt,
    resolutionNote: row.resolutionNote,
  });
}
