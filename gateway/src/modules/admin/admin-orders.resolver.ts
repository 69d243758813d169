import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import type { CartDetailsSummary } from "../cart";
import { CustomCaseType, customCaseType } from "../commissions";
import { AdminOrderLineType, AdminOrderType, chronological, OrderEventType } from "../orders";
import { ProductKind } from "../products";
import { ShipmentType, shipmentTypeOf } from "../shipments";
import { deliveryEventsOf } from "./admin-orders.history";

/** An order's history: its own records and its lines' deliveries, oldest first. */
@Resolver(() => AdminOrderType)
export class AdminOrderHistoryResolver {
  @FieldResolver(() => [OrderEventType], {
    description: "What happened to the order, oldest first: placed, paid, fulfilled or cancelled, refund requests and their answers, lines refunded, hard copies shipped, custom cases delivered.",
  })
  async history(@Root() order: AdminOrderType, @Ctx() ctx: GraphqlContext): Promise<OrderEventType[]> {
    const events = [...order.recordedEvents, ...(await deliveryEventsOf(ctx.loaders, order.lines))];
    return chronological(events).map((event) => Object.assign(new OrderEventType(), event));
  }
}

/** What the operator sees of a line beyond its price: what its kind was given, and what it became. */
@Resolver(() => AdminOrderLineType)
export class AdminOrderLineDetailsResolver {
  constructor(
    /** Each kind that keeps details sums them up in one line, as the cart shows them. */
    private readonly summaries: ReadonlyMap<ProductKind, CartDetailsSummary>,
  ) {}

  @FieldResolver(() => String, { nullable: true, description: "What the line was given, in one line (where a hard copy ships, a custom case's city and suspects); null for kinds that keep nothing." })
  detailsSummary(@Root() line: AdminOrderLineType): string | null {
    return line.details === null ? null : (this.summaries.get(line.kind)?.(line.details) ?? null);
  }

  @FieldResolver(() => ShipmentType, { nullable: true, description: "The shipment of a hard-copy line once paid; null for other lines." })
  async shipment(@Root() line: AdminOrderLineType, @Ctx() { loaders }: GraphqlContext): Promise<ShipmentType | null> {
    if (line.kind !== ProductKind.HARD_COPY) return null;
    const shipment = await loaders.shipments.byOrderLineId.load(Number(line.id));
    return shipment ? shipmentTypeOf(shipment) : null;
  }

  @FieldResolver(() => CustomCaseType, { nullable: true, description: "The custom case this line became once paid; null for other lines." })
  async customCase(@Root() line: AdminOrderLineType, @Ctx() { loaders }: GraphqlContext): Promise<CustomCaseType | null> {
    if (line.kind !== ProductKind.CUSTOM_CASE) return null;
    const row = await loaders.commissions.customCaseByOrderLine.load(Number(line.id));
    return row ? customCaseType(row) : null;
  }
}
