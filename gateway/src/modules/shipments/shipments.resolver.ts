import { Arg, Authorized, Ctx, createUnionType, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { InvalidDetailsError, InvalidTransitionError, invalidDetailsResult, NotFoundError } from "../../platform/errors/error-result.type";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import type { Viewer } from "../../platform/request-context";
import { OrderLineType } from "../orders";
import { ProductKind } from "../products";
import { ShipmentStatus } from "./shipment-status";
import { QUEUE_MAX_LIMIT, type ShipFailure, type ShipmentsService, TRACKING_MAX_LENGTH } from "./shipments.service";
import { ShipmentPage, ShipmentType, shipmentTypeOf } from "./shipments.types";

function signedIn(ctx: GraphqlContext): Viewer {
  if (!ctx.viewer) throw new Error("@Authorized let an anonymous request through");
  return ctx.viewer;
}

export const MarkShipmentShippedResult = createUnionType({
  name: "MarkShipmentShippedResult",
  description: "The shipped hard copy, or why it could not be marked shipped.",
  types: () => [ShipmentType, InvalidDetailsError, NotFoundError, InvalidTransitionError] as const,
});

function shipFailureResult(error: ShipFailure) {
  switch (error.errorCode) {
    case "INVALID_DETAILS":
      return invalidDetailsResult(error);
    case "NOT_FOUND":
      return NotFoundError.from(error);
    case "INVALID_TRANSITION":
      return InvalidTransitionError.from(error);
  }
}

/** Printed hard copies: the owner's list, the operator's queue, and shipping one. */
@Resolver()
export class ShipmentsResolver {
  constructor(private readonly hardCopies: ShipmentsService) {}

  @Authorized()
  @Query(() => [ShipmentType], {
    description: "The signed-in user's hard copies, newest first, with any bought as a visitor with their verified email. Needs a bearer token.",
  })
  async myShipments(@Ctx() ctx: GraphqlContext): Promise<ShipmentType[]> {
    return (await this.hardCopies.ofViewer(ctx, signedIn(ctx))).map(shipmentTypeOf);
  }

  @Authorized("admin")
  @Query(() => ShipmentPage, { description: "The hard-copy queue, oldest order first, optionally of one status. Admins only." })
  async shipments(
    @Ctx() ctx: GraphqlContext,
    @Arg("status", () => ShipmentStatus, { nullable: true, description: "Only hard copies in this status." }) status: ShipmentStatus | null,
    @Arg("limit", () => Int, { defaultValue: 20, description: `How many, 1 to ${QUEUE_MAX_LIMIT}.` }) limit: number,
    @Arg("after", () => String, { nullable: true, description: "The `nextCursor` of the page before." }) after: string | null,
  ): Promise<ShipmentPage> {
    const result = await this.hardCopies.queue(ctx, { status: status ?? null, limit, after: after ?? null });
    if (!result.ok) throw toGraphQLError(result.error);
    return Object.assign(new ShipmentPage(), { items: result.value.items.map(shipmentTypeOf), nextCursor: result.value.nextCursor });
  }

  @Authorized("admin")
  @Mutation(() => MarkShipmentShippedResult, {
    description: "Marks a hard copy still to ship as shipped, with the carrier and tracking number, and emails the customer. Admins only.",
  })
  async markShipmentShipped(
    @Ctx() ctx: GraphqlContext,
    @Arg("shipmentId", () => ID) shipmentId: string,
    @Arg("carrier", { description: `Who carries it, 1 to ${TRACKING_MAX_LENGTH} characters.` }) carrier: string,
    @Arg("trackingNumber", { description: `The carrier's tracking number, 1 to ${TRACKING_MAX_LENGTH} characters.` }) trackingNumber: string,
  ): Promise<typeof MarkShipmentShippedResult> {
    const result = await this.hardCopies.markShipped(ctx, { shipmentId, carrier, trackingNumber });
    return result.ok ? shipmentTypeOf(result.value) : shipFailureResult(result.error);
  }
}

/** An order's hard-copy line shows its shipment: whoever may see the order may see where it goes. */
@Resolver(() => OrderLineType)
export class OrderLineShipmentResolver {
  @FieldResolver(() => ShipmentType, { nullable: true, description: "The shipment of a hard-copy line once paid; null for other lines." })
  async shipment(@Root() line: OrderLineType, @Ctx() ctx: GraphqlContext): Promise<ShipmentType | null> {
    if (line.kind !== ProductKind.HARD_COPY) return null;
    const shipment = await ctx.loaders.shipments.byOrderLineId.load(Number(line.id));
    return shipment ? shipmentTypeOf(shipment) : null;
  }
}
