import { registerEnumType } from "type-graphql";
import { formatUsd } from "./money";
import type { OrderLine } from "./order-line.entity";
import type { Order } from "./order.entity";
import { RefundRequestStatus } from "./refund-request-status";
import type { RefundRequest } from "./refund-request.entity";

/** What can happen to an order. */
export enum OrderEventKind {
  PLACED = "PLACED",
  PAID = "PAID",
  FULFILLED = "FULFILLED",
  CANCELLED = "CANCELLED",
  LINE_REFUNDED = "LINE_REFUNDED",
  REFUND_REQUESTED = "REFUND_REQUESTED",
  REFUND_DECLINED = "REFUND_DECLINED",
  SHIPPED = "SHIPPED",
  CASE_DELIVERED = "CASE_DELIVERED",
}

registerEnumType(OrderEventKind, {
  name: "OrderEventKind",
  description: "What happened to an order. Admins only.",
  valuesConfig: {
    PLACED: { description: "The customer checked out." },
    PAID: { description: "The payment was recorded." },
    FULFILLED: { description: "Everything paid for was handed to fulfilment (kits given, hard copies queued, custom cases opened)." },
    CANCELLED: { description: "The checkout expired or was replaced by a newer one, unpaid." },
    REFUND_REQUESTED: { description: "The customer asked for a refund." },
    LINE_REFUNDED: { description: "A line was refunded, with its reason." },
    REFUND_DECLINED: { description: "A refund request was declined, with the note the customer was sent." },
    SHIPPED: { description: "A hard copy was shipped." },
    CASE_DELIVERED: { description: "A custom case was delivered." },
  },
});

/** One entry of an order's history. */
export interface OrderEvent {
  readonly at: Date;
  readonly kind: OrderEventKind;
  readonly description: string;
}

/** The order things happen in when several share a moment: a request comes before the refund that approves it. */
const SAME_MOMENT_ORDER: readonly OrderEventKind[] = [
  OrderEventKind.PLACED,
  OrderEventKind.PAID,
  OrderEventKind.FULFILLED,
  OrderEventKind.CANCELLED,
  OrderEventKind.REFUND_REQUESTED,
  OrderEventKind.LINE_REFUNDED,
  OrderEventKind.REFUND_DECLINED,
  OrderEventKind.SHIPPED,
  OrderEventKind.CASE_DELIVERED,
];
const RANKS = new Map(SAME_MOMENT_ORDER.map((kind, rank) => [kind, rank]));
const SECOND_MS = 1000;

/**
 * Oldest first. Some times are kept to the second only (MySQL's payment and refund times), so events are compared
 * second by second and, within one, in the order things happen: placed before paid, even when placement was
 * kept with its milliseconds.
 */
export function chronological(events: readonly OrderEvent[]): OrderEvent[] {
  const second = (event: OrderEvent) => Math.floor(event.at.getTime() / SECOND_MS);
  return [...events].sort((a, b) => second(a) - second(b) || (RANKS.get(a.kind) ?? 0) - (RANKS.get(b.kind) ?? 0) || a.at.getTime() - b.at.getTime());
}

/** What the order's own records tell: its states' times, each line's refund, and each refund request and its answer. */
export function orderEventsOf(order: Order, lines: readonly OrderLine[], requests: readonly RefundRequest[]): OrderEvent[] {
  const events: OrderEvent[] = [{ at: order.createdAt, kind: OrderEventKind.PLACED, description: `Placed by ${order.email} for ${formatUsd(order.totalCents)}.` }];
  if (order.paidAt) {
    const payer = order.customerName ? ` by ${order.customerName}` : "";
    events.push({ at: order.paidAt, kind: OrderEventKind.PAID, description: `Paid ${formatUsd(order.totalCents)}${payer} through ${order.provider}.` });
  }
  if (order.fulfilledAt) events.push({ at: order.fulfilledAt, kind: OrderEventKind.FULFILLED, description: "Fulfilled: everything paid for was delivered or queued." });
  if (order.cancelledAt) events.push({ at: order.cancelledAt, kind: OrderEventKind.CANCELLED, description: "Cancelled before payment." });
  for (const line of lines) {
    if (!line.refundedAt) continue;
    const amount = formatUsd(line.unitPriceCents * line.quantity);
    events.push({ at: line.refundedAt, kind: OrderEventKind.LINE_REFUNDED, description: `Refunded ${line.title} (${amount}): ${line.refundReason ?? "no reason kept"}` });
  }
  for (const request of requests) {
    events.push({ at: request.requestedAt, kind: OrderEventKind.REFUND_REQUESTED, description: `The customer asked for a refund: ${request.reason}` });
    if (request.status === RefundRequestStatus.DECLINED && request.resolvedAt) {
      events.push({ at: request.resolvedAt, kind: OrderEventKind.REFUND_DECLINED, description: `Refund request declined: ${request.resolutionNote ?? ""}` });
    }
  }
  return events;
}
