import { Field, InputType } from "type-graphql";
import type { BusinessError, Result } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import type { Product } from "../products";

@InputType({ description: "What a product needs besides its id; each kind of product reads its own fields." })
export class CartItemDetailsInput {
  @Field(() => String, { nullable: true, description: "For a sponsorship: the name shown on the story, 1 to 40 characters. Left out, it is the first name and last initial; a profile without names must give one." })
  sponsorName?: string | null;
}

export type DetailsFailure = BusinessError<"INVALID_ARGUMENT" | "UNAUTHENTICATED">;

/**
 * Checks what the customer gave for one kind of product and returns what the cart keeps (JSON),
 * or why it cannot go in the cart. The module that delivers the kind knows what it needs.
 */
export type CartDetailsPolicy = (ctx: RequestContext, product: Product, input: CartItemDetailsInput | null) => Result<string, DetailsFailure>;

/** The name a sponsorship line shows in the cart, read from what the cart keeps. */
export function sponsorNameOf(details: string | null): string | null {
  if (!details) return null;
  const parsed: unknown = JSON.parse(details);
  if (typeof parsed !== "object" || parsed === null || !("sponsorName" in parsed)) return null;
  return typeof parsed.sponsorName === "string" ? parsed.sponsorName : null;
}
