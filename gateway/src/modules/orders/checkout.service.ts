import type { Clock } from "../../platform/clock";
import type { UnitOfWork } from "../../platform/database/unit-of-work";
import { type BusinessError, failure, invalidArgument, type Result, success } from "../../platform/errors/business-error";
import { logger } from "../../platform/logger";
import type { RequestContext } from "../../platform/request-context";
import type { LinkSigner } from "../../platform/signing/link-signer";
import { type CartService, ownerOf } from "../cart";
import type { LibraryService } from "../library";
import { ProductKind } from "../products";
import { newOrderId, newOrderNumber } from "./order-identifiers";
import { OrderLine } from "./order-line.entity";
import { orderPageUrl } from "./order-links";
import { OrderLineState, OrderState } from "./order-state";
import { Order } from "./order.entity";
import type { PaymentProvider } from "./payments/payment-provider";

export interface StartedCheckout {
  orderId: string;
  redirectUrl: string;
}

export type CheckoutFailure = BusinessError<"CART_EMPTY" | "INVALID_ARGUMENT" | "INVALID_DETAILS" | "PRODUCT_UNAVAILABLE" | "ALREADY_OWNED" | "PAYMENT_PROVIDER_UNAVAILABLE">;

/**
 * Turns the caller's cart into an order at today's prices and opens the provider's payment page.
 * Each attempt is a new order; an older unpaid attempt from the same cart is cancelled, and the
 * cart stays as it is until a payment is confirmed.
 */
export class CheckoutService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly carts: CartService,
    private readonly library: LibraryService,
    private readonly provider: PaymentProvider,
    private readonly signer: LinkSigner,
    private readonly publicUrl: string,
    private readonly sellableKinds: ReadonlySet<ProductKind>,
    /** When orders are placed and replaced: the back office lists and filters them by it. */
    private readonly clock: Clock,
  ) {}

  async checkout(ctx: RequestContext): Promise<Result<StartedCheckout, CheckoutFailure>> {
    const found = await this.carts.forCheckout(ctx);
    if (!found || found.view.lines.length === 0) return failure("CART_EMPTY", "Your cart is empty. Add a story before checking out.");
    const { cart, view } = found;
    const email = ctx.viewer?.email?.toLowerCase() ?? view.email;
    if (!email) return invalidArgument("email", "Enter your email first: your order confirmation and download links go there.");

    const unavailable = view.lines.find((line) => !line.product.available || !this.sellableKinds.has(line.product.kind));
    if (unavailable) return failure("PRODUCT_UNAVAILABLE", `${unavailable.product.unavailableReason ?? `${unavailable.product.title} can't be bought right now.`} Remove it from your cart to continue.`);
    // Only a signed-in customer is told what they own: telling a visitor would tell anyone what an email address has bought.
    // A visitor who pays again for a story their email holds is refunded for it at fulfilment.
    const kitStories = view.lines.flatMap((line) => (line.product.kind === ProductKind.STORY_KIT && line.product.storyId ? [line.product.storyId] : []));
    const owned = ctx.viewer ? await this.library.ownedAmong(ctx, ownerOf(ctx.viewer, null), kitStories) : new Set<string>();
    const ownedLine = view.lines.find((line) => line.product.storyId !== null && line.product.kind === ProductKind.STORY_KIT && owned.has(line.product.storyId));
    if (ownedLine) {
      return failure("ALREADY_OWNED", `${ownedLine.product.title} is already yours. Remove it from your cart to continue.`, { storyId: ownedLine.product.storyId });
    }
    // What a line's details were checked against when added may have moved since (a custom case's date comes closer every day).
    const details = this.carts.recheckDetails(ctx, view);
    if (!details.ok) return details;

    const order = await this.uow.run(ctx, async (tx) => {
      const manager = tx.transaction.manager;
      await manager.update(Order, { cartId: cart.id, state: OrderState.PENDING }, { state: OrderState.CANCELLED, cancelledAt: this.clock() });
      const created = await manager.save(
        manager.create(Order, {
          id: newOrderId(),
          number: newOrderNumber(),
          userId: ctx.viewer?.id ?? null,
          email,
          customerName: null,
          state: OrderState.PENDING,
          totalCents: view.totalCents,
          refundedCents: 0,
          currency: "usd",
          provider: this.provider.name,
          checkoutSessionId: null,
          paymentId: null,
          cartId: cart.id,
          paidAt: null,
          fulfilledAt: null,
          cancelledAt: null,
          createdAt: this.clock(),
        }),
      );
      await manager.insert(
        OrderLine,
        view.lines.map(({ product, details }) => ({
          orderId: created.id,
          productId: product.id,
          kind: product.kind,
          storyId: product.storyId,
          title: product.title,
          imageUrl: product.imageUrl,
          unitPriceCents: product.priceCents,
          quantity: 1,
          details,
          state: OrderLineState.PENDING,
          libraryEntryId: null,
          refundedAt: null,
          refundReason: null,
        })),
      );
      return created;
    });

    const pageUrl = orderPageUrl(this.signer, this.publicUrl, order.id);
    try {
      const session = await this.provider.createCheckout(ctx, {
        orderId: order.id,
        orderNumber: order.number,
        email,
        currency: "usd",
        lines: view.lines.map(({ product }) => ({ title: product.title, unitPriceCents: product.priceCents, quantity: 1, imageUrl: product.imageUrl ? `${this.publicUrl}${product.imageUrl}` : null })),
        totalCents: order.totalCents,
        successUrl: pageUrl,
        cancelUrl: pageUrl,
      });
      await this.uow.run(ctx, (tx) => tx.transaction.manager.update(Order, { id: order.id }, { checkoutSessionId: session.sessionId }));
      return success({ orderId: order.id, redirectUrl: session.redirectUrl });
    } catch (error) {
      logger.error("orders.checkout_provider_failed", { requestId: ctx.requestId, orderId: order.id, provider: this.provider.name, error });
      await this.uow.run(ctx, (tx) => tx.transaction.manager.update(Order, { id: order.id, state: OrderState.PENDING }, { state: OrderState.CANCELLED, cancelledAt: this.clock() }));
      return failure("PAYMENT_PROVIDER_UNAVAILABLE", "The payment service did not answer. Your cart is kept; please try again in a moment.");
    }
  }
}
