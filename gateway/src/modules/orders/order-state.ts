import { registerEnumType } from "type-graphql";

/** pending → paid → fulfilled; or cancelled before payment; refunded once every line is. */
export enum OrderState {
  PENDING = "pending",
  PAID = "paid",
  FULFILLED = "fulfilled",
  CANCELLED = "cancelled",
  REFUNDED = "refunded",
}

/** States in which an order's money was taken. */
export const PAID_STATES: readonly OrderState[] = [OrderState.PAID, OrderState.FULFILLED, OrderState.REFUNDED];

/** States from which an order can still be refunded, when a line of it is left. */
export const REFUNDABLE_STATES: readonly OrderState[] = [OrderState.PAID, OrderState.FULFILLED];

/** A line follows its order, except that it can be refunded on its own. */
export enum OrderLineState {
  PENDING = "pending",
  PAID = "paid",
  FULFILLED = "fulfilled",
  CANCELLED = "cancelled",
  REFUNDED = "refunded",
}

registerEnumType(OrderState, {
  name: "OrderState",
  description: "Where an order is: waiting for payment, paid, fulfilled, cancelled, or refunded in full.",
  valuesConfig: {
    PENDING: { description: "Waiting for payment." },
    PAID: { description: "Paid; fulfilment is under way." },
    FULFILLED: { description: "Paid and delivered (some lines may since have been refunded)." },
    CANCELLED: { description: "Never paid: the checkout expired or was replaced by a newer one." },
    REFUNDED: { description: "Every line was refunded." },
  },
});

registerEnumType(OrderLineState, {
  name: "OrderLineState",
  description: "Where one line of an order is.",
});
