import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { ProductKind } from "../products";
import { Order } from "./order.entity";
import { OrderLineState } from "./order-state";

/** One product of an order, at the price it had at checkout, with what that kind of product needs (`details`). */
@Entity({ name: "order_lines" })
@Index("idx_order_lines_story", ["storyId", "state"])
@Index("idx_order_lines_order", ["orderId"])
@Index("idx_order_lines_refunded", ["refundedAt"])
@Index("idx_order_lines_kind", ["kind", "orderId"])
export class OrderLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "order_id", type: "varchar", length: 32 })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id", foreignKeyConstraintName: "fk_order_lines_order" })
  order?: Order;

  @Column({ name: "product_id", type: "varchar", length: 80 })
  productId: string;

  @Column({ type: "varchar", length: 16 })
  kind: ProductKind;

  @Column({ name: "story_id", type: "varchar", length: 64, nullable: true })
  storyId: string | null;

  @Column({ type: "varchar", length: 200 })
  title: string;

  @Column({ name: "image_url", type: "varchar", length: 300, nullable: true })
  imageUrl: string | null;

  @Column({ name: "unit_price_cents", type: "int" })
  unitPriceCents: number;

  @Column({ type: "int", default: 1 })
  quantity: number;

  /** A shipping address or commission brief, as JSON, for the kinds that need one. */
  @Column({ type: "text", nullable: true })
  details: string | null;

  @Column({ type: "varchar", length: 16 })
  state: OrderLineState;

  /** The library entry a kit line gave (or the one its owner already held). */
  @Column({ name: "library_entry_id", type: "int", nullable: true })
  libraryEntryId: number | null;

  @Column({ name: "refunded_at", type: "datetime", nullable: true })
  refundedAt: Date | null;

  @Column({ name: "refund_reason", type: "varchar", length: 500, nullable: true })
  refundReason: string | null;
}
