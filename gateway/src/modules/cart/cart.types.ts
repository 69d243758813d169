import { Field, ID, Int, ObjectType } from "type-graphql";
import { defineErrorResult, ErrorResult } from "../../platform/errors/error-result.type";
import { ProductKind } from "../products";

@ObjectType("CartItem", { description: "A product in the cart, at today's price." })
export class CartItemType {
  @Field(() => ID, { description: "The product's id." })
  productId: string;

  @Field(() => ProductKind, { description: "What the product is." })
  kind: ProductKind;

  @Field({ description: "What the product is called." })
  title: string;

  @Field(() => String, { nullable: true, description: "Absolute path of the product's image, when it has one." })
  imageUrl: string | null;

  @Field(() => Int, { description: "Price in US cents." })
  priceCents: number;

  @Field(() => ID, { nullable: true, description: "The story the product belongs to, when it belongs to one." })
  storyId: string | null;

  @Field(() => String, { nullable: true, description: "One line about what the product was given: where a hard copy ships, what a custom case is about." })
  detailsSummary: string | null;

  @Field(() => String, { nullable: true, description: "For a sponsorship: the name it will show on the story." })
  sponsorName: string | null;
}

@ObjectType("Cart", { description: "The caller's cart: a signed-in user's, or the visitor's (kept by a cookie)." })
export class CartType {
  @Field(() => [CartItemType], { description: "The products in the cart, in the order they were added." })
  items: CartItemType[];

  @Field(() => Int, { description: "How many products the cart holds." })
  count: number;

  @Field(() => Int, { description: "What the cart costs today, in US cents." })
  totalCents: number;

  @Field(() => String, { nullable: true, description: "Where the order confirmation goes: the profile's email, or the one the visitor gave." })
  email: string | null;
}

@ObjectType({ implements: ErrorResult, description: "The story is already in the customer's library (`ALREADY_OWNED`)." })
export class AlreadyOwnedError extends ErrorResult {
  @Field(() => ID, { description: "The story already owned." })
  storyId: string;
}

export const ProductNotFoundError = defineErrorResult("PRODUCT_NOT_FOUND", "ProductNotFoundError", "No product has this id");
export const ProductUnavailableError = defineErrorResult("PRODUCT_UNAVAILABLE", "ProductUnavailableError", "The product cannot be bought now, e.g. a story that is coming soon");
export const CartFullError = defineErrorResult("CART_FULL", "CartFullError", "The cart holds as many products as it can");

export const SignInRequiredError = defineErrorResult("UNAUTHENTICATED", "SignInRequiredError", "Only a signed-in user can do this");
