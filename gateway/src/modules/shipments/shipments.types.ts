import { Field, ID, ObjectType } from "type-graphql";
import type { Shipment } from "./shipment.entity";
import { ShipmentStatus, ShippingRegion } from "./shipment-status";

@ObjectType("ShippingAddress", { description: "Where a hard copy is shipped, as the customer gave it (trimmed; the email lower-cased). Text, never markup." })
export class ShippingAddressType {
  @Field()
  fullName: string;

  @Field({ description: "Where shipping news goes." })
  email: string;

  @Field()
  street: string;

  @Field()
  city: string;

  @Field({ description: "State or province." })
  state: string;

  @Field({ description: "ZIP or postal code." })
  postalCode: string;

  @Field()
  country: string;

  @Field(() => String, { nullable: true })
  phone: string | null;
}

@ObjectType("Shipment", { description: "A printed hard copy of a story: paid, then shipped by the operator with a carrier and tracking number." })
export class ShipmentType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: "The order it was bought in." })
  orderId: string;

  @Field({ description: "The order number people quote." })
  orderNumber: string;

  @Field(() => ID)
  storyId: string;

  @Field({ description: "The story's title." })
  title: string;

  @Field(() => ShippingRegion, { description: "The shipping option bought." })
  region: ShippingRegion;

  @Field(() => ShippingAddressType)
  address: ShippingAddressType;

  @Field(() => ShipmentStatus)
  status: ShipmentStatus;

  @Field(() => String, { nullable: true, description: "Who carries it, once shipped." })
  carrier: string | null;

  @Field(() => String, { nullable: true, description: "The carrier's tracking number, once shipped." })
  trackingNumber: string | null;

  @Field({ description: "When the order was paid." })
  orderedAt: Date;

  @Field(() => Date, { nullable: true })
  shippedAt: Date | null;
}

@ObjectType({ description: "A page of the operator's hard-copy queue, oldest order first." })
export class ShipmentPage {
  @Field(() => [ShipmentType])
  items: ShipmentType[];

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null on the last page." })
  nextCursor: string | null;
}

export function shipmentTypeOf(shipment: Shipment): ShipmentType {
  return Object.assign(new ShipmentType(), {
    id: String(shipment.id),
    orderId: shipment.orderId,
    orderNumber: shipment.orderNumber,
    storyId: shipment.storyId,
    title: shipment.title,
    region: shipment.region,
    address: Object.assign(new ShippingAddressType(), {
      fullName: shipment.fullName,
      email: shipment.addressEmail,
      street: shipment.street,
      city: shipment.city,
      state: shipment.state,
      postalCode: shipment.postalCode,
      country: shipment.country,
      phone: shipment.phone,
    }),
    status: shipment.status,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    orderedAt: shipment.orderedAt,
    shippedAt: shipment.shippedAt,
  });
}
