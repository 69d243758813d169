import { Router } from "express";
import { requestContextOf, requireViewer } from "../../platform/http/authentication";
import { personal } from "../../platform/http/personal";
import type { Shipment } from "./shipment.entity";
import type { ShipmentsService } from "./shipments.service";

/** A hard copy in the REST façade: snake_case like the façade's other answers; the address as the customer gave it. */
interface RestHardCopy {
  _id: string;
  order_number: string;
  story_id: string;
  title: string;
  region: string;
  address: { fullName: string; email: string; street: string; city: string; state: string; postalCode: string; country: string; phone: string | null };
  status: string;
  carrier: string | null;
  tracking_number: string | null;
  ordered_at: string;
  shipped_at: string | null;
}

function toRestHardCopy(shipment: Shipment): RestHardCopy {
  return {
    _id: String(shipment.id),
    order_number: shipment.orderNumber,
    story_id: shipment.storyId,
    title: shipment.title,
    region: shipment.region,
    address: {
      fullName: shipment.fullName,
      email: shipment.addressEmail,
      street: shipment.street,
      city: shipment.city,
      state: shipment.state,
      postalCode: shipment.postalCode,
      country: shipment.country,
      phone: shipment.phone,
    },
    status: shipment.status,
    carrier: shipment.carrier,
    tracking_number: shipment.trackingNumber,
    ordered_at: shipment.orderedAt.toISOString(),
    shipped_at: shipment.shippedAt?.toISOString() ?? null,
  };
}

/** The signed-in user's hard copies, newest first, as `myShipments` lists them. Personal: never cached. */
export function shipmentsRouter(shipments: ShipmentsService): Router {
  const router = Router();
  router.get("/users/me/hard-copies", personal, requireViewer, async (_req, res) => {
    const ctx = requestContextOf(res);
    const viewer = ctx.viewer;
    if (!viewer) throw new Error("requireViewer let an anonymous request through");
    const answer: RestHardCopy[] = (await shipments.ofViewer(ctx, viewer)).map(toRestHardCopy);
    res.json(answer);
  });
  return router;
}
