import { registerEnumType } from "type-graphql";

/** to ship → shipped, moved by an admin; cancelled when its order line is refunded before it ships. */
export enum ShipmentStatus {
  TO_SHIP = "TO_SHIP",
  SHIPPED = "SHIPPED",
  CANCELLED = "CANCELLED",
}

/** The shipping option a hard copy was bought with: each has its own product and price. */
export enum ShippingRegion {
  NORTH_AMERICA = "NORTH_AMERICA",
  INTERNATIONAL = "INTERNATIONAL",
}

registerEnumType(ShipmentStatus, {
  name: "ShipmentStatus",
  description: "Where a printed hard copy is: waiting in the operator's queue, on its way, or cancelled.",
  valuesConfig: {
    TO_SHIP: { description: "Paid; waiting to be printed and sent." },
    SHIPPED: { description: "Sent, with a carrier and tracking number." },
    CANCELLED: { description: "Its order line was refunded before it shipped." },
  },
});

registerEnumType(ShippingRegion, {
  name: "ShippingRegion",
  description: "The shipping option: North America (USA, Canada, Mexico) or International.",
  valuesConfig: {
    NORTH_AMERICA: { description: "Shipped to the USA, Canada or Mexico." },
    INTERNATIONAL: { description: "Shipped to any other country." },
  },
});
