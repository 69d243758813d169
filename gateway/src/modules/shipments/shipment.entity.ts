import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { ShipmentStatus, ShippingRegion } from "./shipment-status";

/**
 * One printed hard copy to send: made from a paid order line (one per line, whatever replays the
 * payment), with the address the customer gave at the cart. The owner is the order's: its account,
 * or, for a visitor's order, its email until an account with that verified email signs in.
 */
@Entity({ name: "shipments" })
@Index("idx_shipments_queue", ["status", "orderedAt", "id"])
@Index("idx_shipments_ordered", ["orderedAt", "id"])
@Index("idx_shipments_user", ["userId"])
@Index("idx_shipments_email", ["email", "userId"])
export class Shipment {
  @PrimaryGeneratedColumn()
  id: number;

  @Index("uq_shipments_order_line", { unique: true })
  @Column({ name: "order_line_id", type: "int" })
  orderLineId: number;

  @Column({ name: "order_id", type: "varchar", length: 32 })
  orderId: string;

  @Column({ name: "order_number", type: "varchar", length: 20 })
  orderNumber: string;

  @Column({ name: "user_id", type: "int", nullable: true })
  userId: number | null;

  /**
   * The order's email, lower-cased: who may claim a visitor's hard copy.
   * Binary collation on MySQL (see its migration): a look-alike address ("exämple", a full-width letter) must not
   * match it, as on SQLite.
   */
  @Column({ type: "varchar", length: 254 })
  email: string;

  @Column({ name: "story_id", type: "varchar", length: 64 })
  storyId: string;

  /** The story's title when it was bought. */
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Column({ type: "varchar", length: 16 })
  region: ShippingRegion;

  @Column({ name: "full_name", type: "varchar", length: 100 })
  fullName: string;

  /** Where shipping news goes; may differ from the order's email. */
  @Column({ name: "address_email", type: "varchar", length: 254 })
  addressEmail: string;

  @Column({ type: "varchar", length: 200 })
  street: string;

  @Column({ type: "varchar", length: 100 })
  city: string;

  @Column({ type: "varchar", length: 100 })
  state: string;

  @Column({ name: "postal_code", type: "varchar", length: 20 })
  postalCode: string;

  @Column({ type: "varchar", length: 60 })
  country: string;

  @Column({ type: "varchar", length: 30, nullable: true })
  phone: string | null;

  @Column({ type: "varchar", length: 16 })
  status: ShipmentStatus;

  @Column({ type: "varchar", length: 60, nullable: true })
  carrier: string | null;

  @Column({ name: "tracking_number", type: "varchar", length: 60, nullable: true })
  trackingNumber: string | null;

  /** When the order was paid: the queue is served oldest first. */
  @Column({ name: "ordered_at", type: "datetime", precision: 3 })
  orderedAt: Date;

  @Column({ name: "shipped_at", type: "datetime", precision: 3, nullable: true })
  shippedAt: Date | null;

  @Column({ name: "cancelled_at", type: "datetime", precision: 3, nullable: true })
  cancelledAt: Date | null;

  @Column({ name: "created_at", type: "datetime", precision: 3 })
  createdAt: Date;
}
