import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, createUnionType } from "type-graphql";
import { type ErrorResult, InvalidArgumentError, invalidArgumentResult, InvalidDetailsError, invalidDetailsResult, NotFoundError } from "../../platform/errors/error-result.type";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { enforceRateLimit, type RateLimit } from "../../platform/rate-limit";
import { AlreadyOwnedError, ProductUnavailableError } from "../cart";
import { DownloadLink } from "../library";
import type { CheckoutFailure, CheckoutService } from "./checkout.service";
import type { OrdersService, OrderWithLines } from "./orders.service";
import { CartEmptyError, CheckoutSession, NotRefundableError, OrderLineType, OrderType, PaymentProviderUnavailableError, RefundOrderInput } from "./orders.types";
import type { RefundFailure, RefundsService } from "./refunds.service";

export const CheckoutResult = createUnionType({
  name: "CheckoutResult",
  description: "The payment page to send the browser to, or why checkout could not start.",
  types: () => [CheckoutSession, CartEmptyError, InvalidArgumentError, InvalidDetailsError, ProductUnavailableError, AlreadyOwnedError, PaymentProviderUnavailableError] as const,
});

export const OrderDownloadResult = createUnionType({
  name: "OrderDownloadResult",
  description: "A link to the line's case file, or why none was issued.",
  types: () => [DownloadLink, NotFoundError] as const,
});

export const RefundOrderResult = createUnionType({
  name: "RefundOrderResult",
  description: "The refunded order, or why the refund was refused.",
  types: () => [OrderType, InvalidArgumentError, NotFoundError, NotRefundableError] as const,
});

/** `downloadable`: the ids of the lines that can be downloaded now. */
function orderTypeOf({ order, lines }: OrderWithLines, downloadable: ReadonlySet<number>): OrderType {
  return Object.assign(new OrderType(), {
    id: order.id,
    number: order.number,
    state: order.state,
    email: order.email,
    customerName: order.customerName,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    lines: lines.map((line) =>
      Object.assign(new OrderLineType(), {
        id: String(line.id),
        productId: line.productId,
        kind: line.kind,
        title: line.title,
        imageUrl: line.imageUrl,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        state: line.state,
        storyId: line.storyId,
        downloadable: downloadable.has(line.id),
        refundedAt: line.refundedAt,
      }),
    ),
  });
}

function checkoutFailureResult(error: CheckoutFailure): ErrorResult {
  switch (error.errorCode) {
    case "CART_EMPTY":
      return CartEmptyError.from(error);
    case "INVALID_ARGUMENT":
      return invalidArgumentResult(error);
    case "INVALID_DETAILS":
      return invalidDetailsResult(error);
    case "PRODUCT_UNAVAILABLE":
      return ProductUnavailableError.from(error);
    case "PAYMENT_PROVIDER_UNAVAILABLE":
      return PaymentProviderUnavailableError.from(error);
    case "ALREADY_OWNED":
      return Object.assign(new AlreadyOwnedError(), { errorCode: error.errorCode, message: error.message, storyId: String(error.details?.storyId ?? "") });
  }
}

function refundFailureResult(error: RefundFailure): ErrorResult {
  switch (error.errorCode) {
    case "INVALID_ARGUMENT":
      return invalidArgumentResult(error);
    case "NOT_FOUND":
      return NotFoundError.from(error);
    case "NOT_REFUNDABLE":
      return NotRefundableError.from(error);
  }
}

@Resolver()
export class OrdersResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly checkoutService: CheckoutService,
    private readonly refunds: RefundsService,
    /** Each checkout opens a session at the payment provider, whose own limits are the shop's. */
    private readonly checkouts: RateLimit,
  ) {}

  @Query(() => OrderType, {
    nullable: true,
    description: "An order, for its signed-in owner, an admin, or whoever holds its access token (from the confirmation email). Null for anyone else.",
  })
  async order(
    @Ctx() ctx: GraphqlContext,
    @Arg("id", () => ID) id: string,
    @Arg("accessToken", () => String, { nullable: true }) accessToken: string | null,
  ): Promise<OrderType | null> {
    const found = await this.orders.viewable(ctx, id, accessToken);
    return found ? this.orderType(ctx, found) : null;
  }

  @Mutation(() => CheckoutResult, {
    description:
      "Turns the caller's cart into an order at today's prices and opens the payment page. What each item was given is checked again first: `InvalidDetailsError` names what no longer holds (a custom case's date that came too close).",
  })
  async checkout(@Ctx() ctx: GraphqlContext): Promise<typeof CheckoutResult> {
    await enforceRateLimit(ctx, this.checkouts);
    const result = await this.checkoutService.checkout(ctx);
    return result.ok ? Object.assign(new CheckoutSession(), result.value) : checkoutFailureResult(result.error);
  }

  @Mutation(() => OrderDownloadResult, { description: "A short-lived link to the case file of one line of an order the caller may view." })
  async requestOrderDownload(
    @Ctx() ctx: GraphqlContext,
    @Arg("orderId", () => ID) orderId: string,
    @Arg("lineId", () => ID) lineId: string,
    @Arg("accessToken", () => String, { nullable: true }) accessToken: string | null,
  ): Promise<typeof OrderDownloadResult> {
    const result = await this.orders.lineDownload(ctx, { orderId, lineId, accessToken });
    return result.ok ? Object.assign(new DownloadLink(), result.value) : NotFoundError.from(result.error);
  }

  @Authorized("admin")
  @Mutation(() => RefundOrderResult, { description: "Refunds an order, or some of its lines, with a reason. Admins only." })
  async refundOrder(@Ctx() ctx: GraphqlContext, @Arg("input", () => RefundOrderInput) input: RefundOrderInput): Promise<typeof RefundOrderResult> {
    const result = await this.refunds.refund(ctx, input);
    if (!result.ok) return refundFailureResult(result.error);
    const found = await this.orders.viewable(ctx, result.value.id, null);
    if (!found) throw new Error(`Refunded order ${result.value.id} cannot be read back`);
    return this.orderType(ctx, found);
  }

  private async orderType(ctx: GraphqlContext, found: OrderWithLines): Promise<OrderType> {
    return orderTypeOf(found, await this.orders.downloadableLines(ctx, found.lines));
  }
}
