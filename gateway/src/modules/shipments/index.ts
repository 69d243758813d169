import type { ModuleDescriptor } from "../../platform/module";
import type { CartDetailsPolicy, CartDetailsSummary } from "../cart";
import type { LineKindHandler } from "../orders";
import { ProductKind } from "../products";
import type { VerifiedAccounts } from "../library";
import type { StoriesService } from "../stories";
import { hardCopyCartDetails, hardCopyCartSummary } from "./hard-copy-cart-details";
import { hardCopyLines } from "./hard-copy-lines";
import { Shipment } from "./shipment.entity";
import { shipmentOrderedEmail, shipmentShippedEmail } from "./shipment-emails";
import { createShipmentLoaders, type ShipmentLoaders } from "./shipments.loaders";
import { OrderLineShipmentResolver, ShipmentsResolver } from "./shipments.resolver";
import { shipmentsRouter } from "./shipments.rest";
import { SHIPMENT_ORDERED_TOPIC, SHIPMENT_SHIPPED_TOPIC, ShipmentsService } from "./shipments.service";

declare module "../../platform/graphql/graphql-context" {
  interface RequestLoaders {
    shipments: ShipmentLoaders;
  }
}

export { ShipmentStatus, ShippingRegion } from "./shipment-status";
export type { ShipmentsService } from "./shipments.service";
export { ShipmentType, shipmentTypeOf } from "./shipments.types";

export interface ShipmentsServices {
  shipments: ShipmentsService;
  /** How a paid line of this kind is delivered and refunded, for the orders module. */
  lines: LineKindHandler;
  /** What the cart checks and keeps for this kind. */
  cartDetails: ReadonlyMap<ProductKind, CartDetailsPolicy>;
  /** The one line the cart shows for what it keeps. */
  cartSummaries: ReadonlyMap<ProductKind, CartDetailsSummary>;
}

export interface ShipmentsDependencies {
  stories: StoriesService;
  /** Who holds a verified email: a visitor's hard copy bought with it belongs to that account. */
  accounts: VerifiedAccounts;
}

/** Printed hard copies: the shipping address the cart keeps, the shipment a paid line becomes, and the operator's queue (to ship → shipped). */
export const shipmentsModule: ModuleDescriptor<ShipmentsServices, ShipmentsDependencies> = {
  name: "shipments",
  entities: [Shipment],
  resolvers: [ShipmentsResolver, OrderLineShipmentResolver],
  create({ config, uow, outbox, mailer, clock }, { stories, accounts }) {
    const shipments = new ShipmentsService(uow, outbox, clock);
    const emails = { shipments, mailer, operatorEmail: config.operatorEmail, publicUrl: config.publicUrl };
    return {
      services: {
        shipments,
        lines: hardCopyLines({ shipments, stories, accounts, clock }),
        cartDetails: new Map([[ProductKind.HARD_COPY, hardCopyCartDetails]]),
        cartSummaries: new Map([[ProductKind.HARD_COPY, hardCopyCartSummary]]),
      },
      resolvers: [new ShipmentsResolver(shipments), new OrderLineShipmentResolver()],
      routers: [{ mount: "api", router: shipmentsRouter(shipments) }],
      loaders: (ctx) => ({ shipments: createShipmentLoaders(ctx, shipments) }),
      outboxHandlers: {
        [SHIPMENT_ORDERED_TOPIC]: shipmentOrderedEmail(emails),
        [SHIPMENT_SHIPPED_TOPIC]: shipmentShippedEmail(emails),
      },
    };
  },
};
