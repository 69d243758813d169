import { Arg, Ctx, ID, Mutation, Query, Resolver, createUnionType } from "type-graphql";
import { type ErrorResult, InvalidArgumentError, InvalidDetailsError, invalidArgumentResult, invalidDetailsResult } from "../../platform/errors/error-result.type";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { enforceRateLimit, type RateLimit } from "../../platform/rate-limit";
import type { AddFailure, CartService, CartView } from "./cart.service";
import { CartItemDetailsInput, type CartDetailsSummary, sponsorNameOf } from "./cart-item-details";
import type { ProductKind } from "../products";
import { AlreadyOwnedError, CartFullError, CartItemType, CartType, ProductNotFoundError, ProductUnavailableError, SignInRequiredError } from "./cart.types";

/** How each kind that keeps details sums them up in one line. */
export type CartDetailsSummaries = ReadonlyMap<ProductKind, CartDetailsSummary>;

export function cartOf(view: CartView, summaries: CartDetailsSummaries): CartType {
  return Object.assign(new CartType(), {
    items: view.lines.map(({ product, details }) =>
      Object.assign(new CartItemType(), {
        productId: product.id,
        kind: product.kind,
        title: product.title,
        imageUrl: product.imageUrl,
        priceCents: product.priceCents,
        storyId: product.storyId,
        sponsorName: sponsorNameOf(details),
        detailsSummary: details === null ? null : (summaries.get(product.kind)?.(details) ?? null),
      }),
    ),
    count: view.lines.length,
    totalCents: view.totalCents,
    email: view.email,
  });
}

export const AddToCartResult = createUnionType({
  name: "AddToCartResult",
  description: "The cart with the product in it, or why it could not be added.",
  types: () => [CartType, InvalidArgumentError, InvalidDetailsError, SignInRequiredError, ProductNotFoundError, ProductUnavailableError, AlreadyOwnedError, CartFullError] as const,
});

export const CartChangeResult = createUnionType({
  name: "CartChangeResult",
  description: "The changed cart, or why the change was refused.",
  types: () => [CartType, InvalidArgumentError] as const,
});

function addFailureResult(error: AddFailure): ErrorResult {
  switch (error.errorCode) {
    case "INVALID_ARGUMENT":
      return invalidArgumentResult(error);
    case "INVALID_DETAILS":
      return invalidDetailsResult(error);
    case "UNAUTHENTICATED":
      return SignInRequiredError.from(error);
    case "PRODUCT_NOT_FOUND":
      return ProductNotFoundError.from(error);
    case "PRODUCT_UNAVAILABLE":
      return ProductUnavailableError.from(error);
    case "CART_FULL":
      return CartFullError.from(error);
    case "ALREADY_OWNED":
      return Object.assign(new AlreadyOwnedError(), { errorCode: error.errorCode, message: error.message, storyId: String(error.details?.storyId ?? "") });
  }
}

/** The cart works for visitors too: their browser keeps an HttpOnly cookie that names it. */
@Resolver()
export class CartResolver {
  constructor(
    private readonly carts: CartService,
    /** Each change may create a cart: a caller may make only so many a minute. */
    private readonly cartWrites: RateLimit,
    private readonly summaries: CartDetailsSummaries,
  ) {}

  @Query(() => CartType, { description: "The caller's cart (empty when they have none)." })
  async cart(@Ctx() ctx: GraphqlContext): Promise<CartType> {
    return cartOf(await this.carts.view(ctx), this.summaries);
  }

  @Mutation(() => AddToCartResult, { description: "Puts a product in the cart; adding one already there changes nothing." })
  async addToCart(
    @Ctx() ctx: GraphqlContext,
    @Arg("productId", () => ID) productId: string,
    @Arg("details", () => CartItemDetailsInput, { nullable: true, description: "What the product needs besides its id: a sponsorship's display name, a hard copy's shipping address, a custom case's brief." })
    details: CartItemDetailsInput | null,
  ): Promise<typeof AddToCartResult> {
    await enforceRateLimit(ctx, this.cartWrites);
    const result = await this.carts.add(ctx, productId, details ?? null);
    return result.ok ? cartOf(result.value, this.summaries) : addFailureResult(result.error);
  }

  @Mutation(() => CartChangeResult, { description: "Takes a product out of the cart." })
  async removeFromCart(@Ctx() ctx: GraphqlContext, @Arg("productId", () => ID) productId: string): Promise<typeof CartChangeResult> {
    await enforceRateLimit(ctx, this.cartWrites);
    const result = await this.carts.remove(ctx, productId);
    return result.ok ? cartOf(result.value, this.summaries) : invalidArgumentResult(result.error);
  }

  @Mutation(() => CartChangeResult, { description: "Keeps the email a visitor's order confirmation goes to." })
  async setCartEmail(@Ctx() ctx: GraphqlContext, @Arg("email") email: string): Promise<typeof CartChangeResult> {
    await enforceRateLimit(ctx, this.cartWrites);
    const result = await this.carts.setEmail(ctx, email);
    return result.ok ? cartOf(result.value, this.summaries) : invalidArgumentResult(result.error);
  }
}
