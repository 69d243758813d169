import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { ADMIN_ORDERS_MAX_LIMIT, type AdminOrders, type AdminOrderView } from "./admin-orders.service";
import { AdminOrderFilter, AdminOrderLineType, AdminOrderPage, AdminOrderType } from "./admin-orders.types";
import { orderEventsOf } from "./order-events";
import { refundRequestTypeOf } from "./refund-requests.types";

function adminOrderTypeOf({ order, lines, refundRequests }: AdminOrderView): AdminOrderType {
  return Object.assign(new AdminOrderType(), {
    id: order.id,
    number: order.number,
    state: order.state,
    email: order.email,
    customerName: order.customerName,
    userId: order.userId === null ? null : String(order.userId),
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    currency: order.currency,
    provider: order.provider,
    paymentId: order.paymentId,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    fulfilledAt: order.fulfilledAt,
    cancelledAt: order.cancelledAt,
    lines: lines.map((line) =>
      Object.assign(new AdminOrderLineType(), {
        id: String(line.id),
        productId: line.productId,
        kind: line.kind,
        title: line.title,
        storyId: line.storyId,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        state: line.state,
        refundedAt: line.refundedAt,
        refundReason: line.refundReason,
        details: line.details,
      }),
    ),
    refundRequests: refundRequests.map(refundRequestTypeOf),
    recordedEvents: orderEventsOf(order, lines, refundRequests),
  });
}

/** Every order for the operator: filtered, newest first, and one in full. Refunds go through `refundOrder`. */
@Resolver()
export class AdminOrdersResolver {
  constructor(private readonly orders: AdminOrders) {}

  @Authorized("admin")
  @Query(() => AdminOrderPage, { description: "Every order, newest first, filtered by state, product kind, placement date, number or email, or account. Admins only." })
  async adminOrders(
    @Ctx() ctx: GraphqlContext,
    @Arg("filter", () => AdminOrderFilter, { nullable: true }) filter: AdminOrderFilter | null,
    @Arg("limit", () => Int, { defaultValue: 25, description: `How many, 1 to ${ADMIN_ORDERS_MAX_LIMIT}.` }) limit: number,
    @Arg("after", () => String, { nullable: true, description: "The `endCursor` of the page before, read with the same filter." }) after: string | null,
  ): Promise<AdminOrderPage> {
    const criteria = {
      state: filter?.state ?? null,
      kind: filter?.kind ?? null,
      placedFrom: filter?.placedFrom ?? null,
      placedTo: filter?.placedTo ?? null,
      search: filter?.search ?? null,
      userId: filter?.userId ?? null,
    };
    const result = await this.orders.page(ctx, criteria, limit, after ?? null);
    if (!result.ok) throw toGraphQLError(result.error);
    return Object.assign(new AdminOrderPage(), { ...result.value, items: result.value.items.map(adminOrderTypeOf) });
  }

  @Authorized("admin")
  @Query(() => AdminOrderType, { nullable: true, description: "One order in full: lines, payment, refund requests and history. Null when there is no such order. Admins only." })
  async adminOrder(@Ctx() ctx: GraphqlContext, @Arg("id", () => ID) id: string): Promise<AdminOrderType | null> {
    const view = await this.orders.detail(ctx, id);
    return view ? adminOrderTypeOf(view) : null;
  }
}
