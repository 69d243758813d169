import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { ProductKind } from "../products";
import { OrderEventKind, type OrderEvent } from "./order-events";
import { OrderLineState, OrderState } from "./order-state";
import { RefundRequestType } from "./refund-requests.types";

@InputType({ description: "Which orders to list; every criterion given must hold. Admins only." })
export class AdminOrderFilter {
  @Field(() => OrderState, { nullable: true, description: "Orders in this state." })
  state?: OrderState | null;

  @Field(() => ProductKind, { nullable: true, description: "Orders with at least one line of this kind." })
  kind?: ProductKind | null;

  @Field(() => Date, { nullable: true, description: "Placed at or after this time." })
  placedFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: "Placed before this time (the end of a range is not part of it)." })
  placedTo?: Date | null;

  @Field(() => String, { nullable: true, description: "The start of the order number (CCK-7H3K…) or of the customer's email, in any case." })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: "Orders of this account." })
  userId?: string | null;
}

@ObjectType("AdminOrderLine", { description: "One line of an order, as the operator sees it. Admins only." })
export class AdminOrderLineType {
  @Field(() => ID, { description: "The line's id, as `refundOrder` takes it." })
  id: string;

  @Field(() => ID, { description: "The product bought." })
  productId: string;

  @Field(() => ProductKind, { description: "What kind of product it is." })
  kind: ProductKind;

  @Field({ description: "What was bought." })
  title: string;

  @Field(() => ID, { nullable: true, description: "The story the line is for." })
  storyId: string | null;

  @Field(() => Int, { description: "Price paid for one, in US cents." })
  unitPriceCents: number;

  @Field(() => Int, { description: "How many." })
  quantity: number;

  @Field(() => OrderLineState, { description: "Where the line is: it follows its order, unless refunded on its own." })
  state: OrderLineState;

  @Field(() => Date, { nullable: true, description: "When the line was refunded." })
  refundedAt: Date | null;

  @Field(() => String, { nullable: true, description: "Why the line was refunded." })
  refundReason: string | null;

  /** What the line's kind needed (an address, a brief), as JSON: its summary is the kind's to write. */
  details: string | null;
}

@ObjectType("OrderEvent", { description: "One entry of an order's history. Admins only." })
export class OrderEventType {
  @Field({ description: "When it happened." })
  at: Date;

  @Field(() => OrderEventKind, { description: "What kind of thing happened." })
  kind: OrderEventKind;

  @Field({ description: "What happened, for people: amounts, reasons, notes, carriers." })
  description: string;
}

@ObjectType("AdminOrder", { description: "An order with everything the operator needs: its lines, the payment, its refund requests and its history. Admins only." })
export class AdminOrderType {
  @Field(() => ID, { description: "The order's id, as in its links." })
  id: string;

  @Field({ description: "The order number people quote." })
  number: string;

  @Field(() => OrderState, { description: "Where the order is." })
  state: OrderState;

  @Field({ description: "Where the confirmation went." })
  email: string;

  @Field(() => String, { nullable: true, description: "The name paid under, once the payment is recorded." })
  customerName: string | null;

  @Field(() => ID, { nullable: true, description: "The account the order belongs to; null for a visitor's not claimed yet." })
  userId: string | null;

  @Field(() => Int, { description: "Total at checkout, in US cents." })
  totalCents: number;

  @Field(() => Int, { description: "How much has been refunded, in US cents." })
  refundedCents: number;

  @Field({ description: "The currency paid in (lower-case ISO code)." })
  currency: string;

  @Field({ description: "The payment provider: sandbox or stripe." })
  provider: string;

  @Field(() => String, { nullable: true, description: "The provider's payment id, once paid." })
  paymentId: string | null;

  @Field({ description: "When the order was placed." })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When the payment was recorded." })
  paidAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When everything paid for was handed to fulfilment." })
  fulfilledAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the checkout was cancelled, unpaid." })
  cancelledAt: Date | null;

  @Field(() => [AdminOrderLineType], { description: "What was bought, in the order of the cart." })
  lines: AdminOrderLineType[];

  @Field(() => [RefundRequestType], { description: "The customer's refund requests, oldest first." })
  refundRequests: RefundRequestType[];

  /** What the order's own records tell of its history; other modules add what happened to its lines. */
  recordedEvents: readonly OrderEvent[];
}

@ObjectType({ description: "A page of orders, newest first. Admins only." })
export class AdminOrderPage {
  @Field(() => [AdminOrderType], { description: "The orders of this page." })
  items: AdminOrderType[];

  @Field({ description: "Whether more orders follow this page." })
  hasMore: boolean;

  @Field(() => String, { nullable: true, description: "The last item's cursor: pass it as `after` for the next page. Null when the page is empty." })
  endCursor: string | null;
}
