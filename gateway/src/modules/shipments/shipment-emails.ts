import { z } from "zod";
import type { Mailer } from "../../platform/mailer";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import type { Shipment } from "./shipment.entity";
import { ShipmentStatus, ShippingRegion } from "./shipment-status";
import type { ShipmentsService } from "./shipments.service";

const payloadSchema = z.object({ shipmentId: z.number().int().positive() });

export interface ShipmentEmailDeps {
  shipments: ShipmentsService;
  mailer: Mailer;
  operatorEmail: string;
  publicUrl: string;
}

const REGION_NAMES: Record<ShippingRegion, string> = {
  [ShippingRegion.NORTH_AMERICA]: "North America",
  [ShippingRegion.INTERNATIONAL]: "International",
};

/** The address as it goes on the label, one part a line; plain text, so what the customer wrote stays text. */
function labelLines(shipment: Shipment): string[] {
  return [shipment.fullName, shipment.street, `${shipment.city}, ${shipment.state} ${shipment.postalCode}`, shipment.country].map((line) => `  ${line}`);
}

/**
 * The operator's note that a hard copy was paid for: everything needed to print and send it. Subjects carry the order
 * number only: what a customer typed never goes into a mail header.
 */
export function shipmentOrderedEmail(deps: ShipmentEmailDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { shipmentId } = payloadSchema.parse(payload);
    const shipment = await deps.shipments.findById(ctx, shipmentId);
    // Refunded before this was sent: there is nothing to ship any more.
    if (!shipment || shipment.status === ShipmentStatus.CANCELLED) return;
    const text = [
      "A printed hard copy was paid for and waits in the queue to ship.",
      "",
      `Order: ${shipment.orderNumber}`,
      `Story: ${shipment.title}`,
      `Shipping option: ${REGION_NAMES[shipment.region]}`,
      `Paid: ${shipment.orderedAt.toISOString()}`,
      "",
      "Ship to:",
      ...labelLines(shipment),
      `  Email: ${shipment.addressEmail}`,
      `  Phone: ${shipment.phone ?? "not given"}`,
      "",
      "Once it is sent, mark it shipped with the carrier and tracking number in the admin pages:",
      `${deps.publicUrl}/admin`,
    ].join("\n");
    await deps.mailer.send({ to: deps.operatorEmail, subject: `Hard copy to ship: order ${shipment.orderNumber}`, text });
  };
}

/**
 * The customer's news that their hard copy is on its way, with the carrier and tracking number, to the address's email.
 * Like every subject, this one carries the order number only.
 */
export function shipmentShippedEmail(deps: ShipmentEmailDeps): OutboxHandler {
  return async (ctx, payload) => {
    const { shipmentId } = payloadSchema.parse(payload);
    const shipment = await deps.shipments.findById(ctx, shipmentId);
    if (!shipment || shipment.status !== ShipmentStatus.SHIPPED) return;
    const text = [
      `Hello ${shipment.fullName},`,
      "",
      `Your hard copy of ${shipment.title} (order ${shipment.orderNumber}) has shipped to:`,
      "",
      ...labelLines(shipment),
      "",
      `Carrier: ${shipment.carrier ?? ""}`,
      `Tracking number: ${shipment.trackingNumber ?? ""}`,
      "",
      `Its status is also in My Library when you sign in (or sign up) with ${shipment.email}:`,
      `${deps.publicUrl}/account`,
      "",
      "Happy sleuthing,",
      "Cold Case Kits",
    ].join("\n");
    await deps.mailer.send({ to: shipment.addressEmail, subject: `Your hard copy has shipped (order ${shipment.orderNumber})`, text });
  };
}
