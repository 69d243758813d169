import DataLoader from "dataloader";
import type { RequestContext } from "../../platform/request-context";
import type { Shipment } from "./shipment.entity";
import type { ShipmentsService } from "./shipments.service";

export interface ShipmentLoaders {
  byOrderLineId: DataLoader<number, Shipment | null>;
}

/** Built per request so batching never leaks data between requests: an order's lines ask once for all their shipments. */
export function createShipmentLoaders(ctx: RequestContext, shipments: ShipmentsService): ShipmentLoaders {
  return {
    byOrderLineId: new DataLoader(async (orderLineIds) => {
      const found = await shipments.byOrderLines(ctx, orderLineIds);
      const byLine = new Map(found.map((shipment) => [shipment.orderLineId, shipment]));
      return orderLineIds.map((id) => byLine.get(id) ?? null);
    }),
  };
}
