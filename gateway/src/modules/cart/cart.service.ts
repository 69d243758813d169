import { In } from "typeorm";
import { isEmailAddress } from "../../platform/email-address";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import { type RequestContext, type TransactionalContext, verifiedEmailOf, type Viewer } from "../../platform/request-context";
import type { LibraryService, Owner } from "../library";
import { isWellFormedProductId, type Product, ProductKind, type ProductsService } from "../products";
import { insertUnlessPresent } from "../../platform/database/insert-unless-present";
import type { CartDetailsPolicy, CartItemDetailsInput } from "./cart-item-details";
import { CartItem } from "./cart-item.entity";
import { Cart } from "./cart.entity";
import { recheckDetails } from "./recheck-details";

/** More than any real order needs; keeps one cart from growing without bound. */
export const CART_MAX_ITEMS = 25;

export interface CartLine {
  readonly product: Product;
  readonly details: string | null;
}

/** A cart as the customer sees it: each product at today's price. */
export interface CartView {
  readonly lines: readonly CartLine[];
  readonly email: string | null;
  readonly totalCents: number;
}

/** The cart a checkout turns into an order. */
export interface CheckoutCart {
  readonly cart: Cart;
  readonly view: CartView;
}

export type AddFailure = BusinessError<"INVALID_ARGUMENT" | "INVALID_DETAILS" | "UNAUTHENTICATED" | "PRODUCT_NOT_FOUND" | "PRODUCT_UNAVAILABLE" | "ALREADY_OWNED" | "CART_FULL">;

const EMPTY_CART: CartView = { lines: [], email: null, totalCents: 0 };

/** A signed-in owner also owns what they bought as a visitor with their verified email, claimed or not. */
export function ownerOf(viewer: Viewer | null, email: string | null): Owner {
  return viewer ? { userId: viewer.id, email: verifiedEmailOf(viewer) } : { userId: null, email };
}

/**
 * Carts on the server: one per signed-in user, one per visitor token. A visitor's cart moves into
 * the account when the visitor signs in. Prices are never stored in a cart: it shows today's, and
 * checkout fixes them in the order.
 */
export class CartService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductsService,
    private readonly library: LibraryService,
    /** Kinds of product the shop can fulfil today; others cannot be put in a cart yet. */
    private readonly sellableKinds: ReadonlySet<ProductKind>,
    /** What each kind that needs more than an id checks and keeps. */
    private readonly detailsPolicies: ReadonlyMap<ProductKind, CartDetailsPolicy> = new Map(),
  ) {}

  async view(ctx: RequestContext): Promise<CartView> {
    const cart = await this.find(ctx, false);
    return cart ? this.viewOf(ctx, cart) : EMPTY_CART;
  }

  /** Puts a product in the cart; adding it again changes nothing but the details it was given. */
  async add(ctx: RequestContext, productId: string, input: CartItemDetailsInput | null = null): Promise<Result<CartView, AddFailure>> {
    if (!isWellFormedProductId(productId)) return invalidArgument("productId", "Invalid product ID");
    const product = (await this.products.resolve(ctx, [productId])).get(productId);
    if (!product) return failure("PRODUCT_NOT_FOUND", "This product is not in the shop.");
    if (!product.available) return failure("PRODUCT_UNAVAILABLE", product.unavailableReason ?? `${product.title} is coming soon and can't be bought yet.`);
    if (!this.sellableKinds.has(product.kind)) return failure("PRODUCT_UNAVAILABLE", `${product.title} can't be ordered online yet.`);
    if (product.kind === ProductKind.STORY_KIT && product.storyId && ctx.viewer) {
      const owned = await this.library.ownedAmong(ctx, ownerOf(ctx.viewer, null), [product.storyId]);
      if (owned.has(product.storyId)) return failure("ALREADY_OWNED", `${product.title} is already in your library.`, { storyId: product.storyId });
    }
    const policy = this.detailsPolicies.get(product.kind);
    const checked = policy ? policy(ctx, product, input) : null;
    if (checked && !checked.ok) return checked;
    const details = checked ? checked.value : null;
    const added = await this.uow.run(ctx, async (tx) => {
      const cart = await this.findOrCreate(tx);
      const manager = tx.transaction.manager;
      const items = await manager.find(CartItem, { where: { cartId: cart.id }, order: { addedAt: "ASC", id: "ASC" } });
      const present = items.find((item) => item.productId === productId);
      if (present) {
        if (present.details === details) return { cart, items };
        await manager.update(CartItem, { id: present.id }, { details });
        return { cart, items: items.map((item) => (item === present ? Object.assign(item, { details }) : item)) };
      }
      if (items.length >= CART_MAX_ITEMS) return null;
      // Two clicks racing each other add it once.
      await insertUnlessPresent(tx, CartItem, { cartId: cart.id, productId, details });
      return { cart, items: [...items, Object.assign(new CartItem(), { cartId: cart.id, productId, details })] };
    });
    if (!added) return failure("CART_FULL", `A cart holds at most ${CART_MAX_ITEMS} items. Check out or remove something first.`);
    return success(await this.viewOfItems(ctx, added.cart, added.items, [product]));
  }

  async remove(ctx: RequestContext, productId: string): Promise<Result<CartView, BusinessError<"INVALID_ARGUMENT">>> {
    if (!isWellFormedProductId(productId)) return invalidArgument("productId", "Invalid product ID for removal");
    const cart = await this.find(ctx, false);
    if (!cart) return success(EMPTY_CART);
    await this.uow.run(ctx, (tx) => tx.transaction.manager.delete(CartItem, { cartId: cart.id, productId }));
    return success(await this.viewOf(ctx, cart));
  }

  /** Keeps the email a visitor gave for their order confirmation; a signed-in user's comes from their profile. */
  async setEmail(ctx: RequestContext, email: string): Promise<Result<CartView, BusinessError<"INVALID_ARGUMENT">>> {
    const trimmed = email.trim().toLowerCase();
    if (!isEmailAddress(trimmed)) return invalidArgument("email", "Enter a valid email address, like name@example.com.");
    const cart = await this.uow.run(ctx, async (tx) => {
      const found = await this.findOrCreate(tx);
      await tx.transaction.manager.update(Cart, { id: found.id }, { email: trimmed });
      return Object.assign(found, { email: trimmed });
    });
    return success(await this.viewOf(ctx, cart));
  }

  /** The caller's cart with its lines, for checkout; null when they have none. */
  async forCheckout(ctx: RequestContext): Promise<CheckoutCart | null> {
    const cart = await this.find(ctx, false);
    return cart ? { cart, view: await this.viewOf(ctx, cart) } : null;
  }

  /** Checks each line's kept details again, as checkout starts: a cart lives on, and what was right when added may not be now. */
  recheckDetails(ctx: RequestContext, view: CartView): Result<null, BusinessError<"INVALID_DETAILS">> {
    return recheckDetails(ctx, view.lines, this.detailsPolicies);
  }

  /** Takes bought products out of the cart they were bought from, in the caller's unit of work. */
  async removeBought(ctx: TransactionalContext, cartId: number, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    await ctx.transaction.manager.delete(CartItem, { cartId, productId: In([...productIds]) });
  }

  private async viewOf(ctx: RequestContext, cart: Cart): Promise<CartView> {
    const items = await this.uow.manager(ctx).find(CartItem, { where: { cartId: cart.id }, order: { addedAt: "ASC", id: "ASC" } });
    return this.viewOfItems(ctx, cart, items, []);
  }

  /** The view of these items; products the caller has just resolved are not looked up again. */
  private async viewOfItems(ctx: RequestContext, cart: Cart, items: readonly CartItem[], known: readonly Product[]): Promise<CartView> {
    const products = new Map(known.map((product) => [product.id, product]));
    const missing = items.map((item) => item.productId).filter((id) => !products.has(id));
    if (missing.length > 0) for (const [id, product] of await this.products.resolve(ctx, missing)) products.set(id, product);
    const lines = items.flatMap((item) => {
      const product = products.get(item.productId);
      return product ? [{ product, details: item.details }] : [];
    });
    const email = ctx.viewer?.email?.toLowerCase() ?? cart.email;
    return { lines, email, totalCents: lines.reduce((sum, line) => sum + line.product.priceCents, 0) };
  }

  /** The caller's cart; a signed-in caller's visitor cart is moved into their account first. */
  private async find(ctx: RequestContext, create: boolean): Promise<Cart | null> {
    if (ctx.viewer && ctx.visitor?.token) return this.uow.run(ctx, (tx) => this.findOrCreate(tx));
    const where = ctx.viewer ? { userId: ctx.viewer.id } : ctx.visitor?.token ? { visitorToken: ctx.visitor.token } : null;
    const cart = where ? await this.uow.manager(ctx).findOneBy(Cart, where) : null;
    if (cart || !create) return cart;
    return this.uow.run(ctx, (tx) => this.findOrCreate(tx));
  }

  private async findOrCreate(ctx: TransactionalContext): Promise<Cart> {
    const manager = ctx.transaction.manager;
    const { viewer, visitor } = ctx;
    if (!viewer) {
      const token = visitor?.token ?? visitor?.issue();
      if (!token) throw new Error("A visitor's cart needs a request with a visitor session");
      return (await manager.findOneBy(Cart, { visitorToken: token })) ?? this.createCart(ctx, { userId: null, visitorToken: token });
    }
    const cart = (await manager.findOneBy(Cart, { userId: viewer.id })) ?? (await this.createCart(ctx, { userId: viewer.id, visitorToken: null }));
    if (visitor?.token) await this.mergeVisitorCart(ctx, cart, visitor.token);
    return cart;
  }

  /** Creates the owner's cart, or finds the one a racing first request of theirs has just created. */
  private async createCart(ctx: TransactionalContext, owner: { userId: number | null; visitorToken: string | null }): Promise<Cart> {
    const now = new Date();
    await insertUnlessPresent(ctx, Cart, { ...owner, email: null, createdAt: now, updatedAt: now });
    const where = owner.userId !== null ? "cart.user_id = :userId" : "cart.visitor_token = :visitorToken";
    return this.uow.forUpdate(ctx.transaction.manager.createQueryBuilder(Cart, "cart").where(where, owner)).getOneOrFail();
  }

  /** Moves what the visitor put in their cart before signing in into their account's cart. */
  private async mergeVisitorCart(ctx: TransactionalContext, into: Cart, token: string): Promise<void> {
    const manager = ctx.transaction.manager;
    // After the commit: a retried transaction must still find the token, and a rolled-back one keeps the cookie.
    ctx.transaction.afterCommit(() => ctx.visitor?.forget());
    const visitorCart = await manager.findOneBy(Cart, { visitorToken: token });
    if (!visitorCart) return;
    const [theirs, mine] = await Promise.all([manager.findBy(CartItem, { cartId: visitorCart.id }), manager.findBy(CartItem, { cartId: into.id })]);
    const present = new Set(mine.map((item) => item.productId));
    const moving = theirs.filter((item) => !present.has(item.productId)).slice(0, Math.max(0, CART_MAX_ITEMS - mine.length));
    for (const item of moving) await insertUnlessPresent(ctx, CartItem, { cartId: into.id, productId: item.productId, details: item.details });
    await manager.delete(Cart, { id: visitorCart.id });
  }
}
