import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { ArrayMaxSize, IsString, MaxLength } from "class-validator";
import { defineErrorResult } from "../../platform/errors/error-result.type";
import { ProductKind } from "../products";
import { OrderLineState, OrderState } from "./order-state";
import { REFUND_REASON_MAX_LENGTH } from "./refunds.service";

@ObjectType("OrderLine", { description: "One product of an order, at the price paid." })
export class OrderLineType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: "The product bought." })
  productId: string;

  @Field(() => ProductKind)
  kind: ProductKind;

  @Field({ description: "What was bought." })
  title: string;

  @Field(() => String, { nullable: true, description: "Absolute path of the product's image." })
  imageUrl: string | null;

  @Field(() => Int, { description: "Price paid for one, in US cents." })
  unitPriceCents: number;

  @Field(() => Int)
  quantity: number;

  @Field(() => OrderLineState)
  state: OrderLineState;

  @Field(() => ID, { nullable: true, description: "The story the line is for." })
  storyId: string | null;

  @Field({ description: "Whether the line's case file can be downloaded now (ask `requestOrderDownload`)." })
  downloadable: boolean;

  @Field(() => Date, { nullable: true, description: "When the line was refunded." })
  refundedAt: Date | null;
}

@ObjectType("Order", { description: "An order: what was bought at checkout, at the prices of that moment, and where it is." })
export class OrderType {
  @Field(() => ID, { description: "The order's id, as in its links." })
  id: string;

  @Field({ description: "The order number people quote, e.g. CCK-7H3K-Q9TM." })
  number: string;

  @Field(() => OrderState)
  state: OrderState;

  @Field({ description: "Where the confirmation went." })
  email: string;

  @Field(() => String, { nullable: true, description: "The name paid under, once the payment is recorded." })
  customerName: string | null;

  @Field(() => Int, { description: "Total at checkout, in US cents." })
  totalCents: number;

  @Field(() => Int, { description: "How much has been refunded, in US cents." })
  refundedCents: number;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;

  @Field(() => [OrderLineType])
  lines: OrderLineType[];
}

@ObjectType({ description: "A checkout that has started: send the browser to `redirectUrl` to pay." })
export class CheckoutSession {
  @Field(() => ID, { description: "The order made for this attempt." })
  orderId: string;

  @Field({ description: "The payment provider's hosted checkout page." })
  redirectUrl: string;
}

@InputType({ description: "What to refund, and why." })
export class RefundOrderInput {
  @Field(() => ID)
  orderId: string;

  @Field(() => [ID], { defaultValue: [], description: "The lines to refund; empty refunds every line not refunded yet." })
  @ArrayMaxSize(100)
  lineIds: string[];

  @Field({ description: "Why, for the order's history and the customer's email." })
  @IsString()
  @MaxLength(REFUND_REASON_MAX_LENGTH)
  reason: string;
}

export const CartEmptyError = defineErrorResult("CART_EMPTY", "CartEmptyError", "There is nothing in the cart to check out");
export const PaymentProviderUnavailableError = defineErrorResult(
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "PaymentProviderUnavailableError",
  "The payment service could not open a checkout; the cart is kept",
);
export const NotRefundableError = defineErrorResult("NOT_REFUNDABLE", "NotRefundableError", "The order, or a line of it, cannot be refunded in its state");
