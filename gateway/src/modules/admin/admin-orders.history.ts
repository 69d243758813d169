import type { RequestLoaders } from "../../platform/graphql/graphql-context";
import { type AdminOrderLineType, type OrderEvent, OrderEventKind } from "../orders";
import { ProductKind } from "../products";

/** What happened to an order's lines after payment, as the modules that deliver them record it: hard copies shipped, custom cases delivered. */
export async function deliveryEventsOf(loaders: RequestLoaders, lines: readonly AdminOrderLineType[]): Promise<OrderEvent[]> {
  const idsOf = (kind: ProductKind) => lines.filter((line) => line.kind === kind).map((line) => Number(line.id));
  const [shipments, customCases] = await Promise.all([
    Promise.all(idsOf(ProductKind.HARD_COPY).map((id) => loaders.shipments.byOrderLineId.load(id))),
    Promise.all(idsOf(ProductKind.CUSTOM_CASE).map((id) => loaders.commissions.customCaseByOrderLine.load(id))),
  ]);
  const shipped = shipments.flatMap((shipment): OrderEvent[] =>
    shipment?.shippedAt
      ? [{ at: shipment.shippedAt, kind: OrderEventKind.SHIPPED, description: `Hard copy of ${shipment.title} shipped with ${shipment.carrier ?? "its carrier"}, tracking number ${shipment.trackingNumber ?? "none"}.` }]
      : [],
  );
  const delivered = customCases.flatMap((customCase): OrderEvent[] =>
    customCase?.deliveredAt ? [{ at: customCase.deliveredAt, kind: OrderEventKind.CASE_DELIVERED, description: `Custom case for ${customCase.city} delivered: its PDF is the customer's to download.` }] : [],
  );
  return [...shipped, ...delivered];
}
