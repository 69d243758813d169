import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Cart } from "./cart.entity";

/** One product in a cart, quantity one; its price is looked up when shown and fixed at checkout. */
@Entity({ name: "cart_items" })
@Index("uq_cart_items_product", ["cartId", "productId"], { unique: true })
export class CartItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "cart_id", type: "int" })
  cartId: number;

  @ManyToOne(() => Cart, { onDelete: "CASCADE" })
  @JoinColumn({ name: "cart_id", foreignKeyConstraintName: "fk_cart_items_cart" })
  cart?: Cart;

  @Column({ name: "product_id", type: "varchar", length: 80 })
  productId: string;

  /** What the product needs besides its id (a shipping address, a commission brief), as JSON. */
  @Column({ type: "text", nullable: true })
  details: string | null;

  @CreateDateColumn({ name: "added_at", type: "datetime" })
  addedAt: Date;
}
