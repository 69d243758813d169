import { Field, InputType, registerEnumType } from "type-graphql";
import type { BusinessError, Result } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import type { Product } from "../products";

/** A suspect's sex as the Mystery Creator offers it. */
export enum SuspectSex {
  M = "M",
  F = "F",
  NOT_APPLICABLE = "NOT_APPLICABLE",
}

registerEnumType(SuspectSex, {
  name: "SuspectSex",
  description: "A suspect's sex, as the Mystery Creator offers it.",
  valuesConfig: { M: { description: "Shown as M." }, F: { description: "Shown as F." }, NOT_APPLICABLE: { description: "Shown as N/A." } },
});

export enum SkinTone {
  LIGHT = "LIGHT",
  MEDIUM = "MEDIUM",
  DARK = "DARK",
  OTHER = "OTHER",
  PREFER_NOT_TO_SPECIFY = "PREFER_NOT_TO_SPECIFY",
}

registerEnumType(SkinTone, {
  name: "SkinTone",
  description: "A suspect's skin tone: Light, Medium, Dark, Other, or Prefer not to specify.",
});

/** Where a customer heard about the shop, as the Mystery Creator asks. */
export enum ReferralSource {
  GOOGLE = "GOOGLE",
  YOUTUBE = "YOUTUBE",
  TIKTOK = "TIKTOK",
  INSTAGRAM = "INSTAGRAM",
  PINTEREST = "PINTEREST",
  OTHER = "OTHER",
}

registerEnumType(ReferralSource, {
  name: "ReferralSource",
  description: "Where the customer heard about the shop: Google, YouTube, TikTok, Instagram, Pinterest or Other.",
});

@InputType({ description: "Where a printed hard copy is shipped. Every field but the phone is required; the country must match the shipping option (USA, Canada and Mexico are North America)." })
export class ShippingAddressInput {
  @Field({ description: "The recipient's full name, 1 to 100 characters." })
  fullName: string;

  @Field({ description: "Where shipping news goes, up to 254 characters." })
  email: string;

  @Field({ description: "Street address, 1 to 200 characters." })
  street: string;

  @Field({ description: "City, 1 to 100 characters." })
  city: string;

  @Field({ description: "State or province, 1 to 100 characters." })
  state: string;

  @Field({ description: "ZIP or postal code, 1 to 20 letters, digits, spaces or hyphens." })
  postalCode: string;

  @Field({ description: "Country, 1 to 60 characters: a country's name in English (\"Canada\", \"France\") or its two-letter code." })
  country: string;

  @Field(() => String, { nullable: true, description: "Phone number, optional, up to 30 digits, spaces and `+ ( ) - .`." })
  phone?: string | null;
}

@InputType({ description: "One suspect of a custom case: the full name is required, every other field is optional." })
export class SuspectInput {
  @Field({ description: "Full name, 1 to 100 characters." })
  fullName: string;

  @Field(() => String, { nullable: true, description: "Age as the customer writes it, up to 20 characters." })
  age?: string | null;

  @Field(() => String, { nullable: true, description: "Eye colour, up to 40 characters." })
  eyes?: string | null;

  @Field(() => String, { nullable: true, description: "Height, up to 40 characters." })
  height?: string | null;

  @Field(() => String, { nullable: true, description: "Occupation, up to 100 characters." })
  occupation?: string | null;

  @Field(() => String, { nullable: true, description: "Relationship to the victim, up to 200 characters." })
  relationship?: string | null;

  @Field(() => String, { nullable: true, description: "Hair colour, up to 40 characters." })
  hairColor?: string | null;

  @Field(() => SuspectSex, { nullable: true })
  sex?: SuspectSex | null;

  @Field(() => SkinTone, { nullable: true })
  skinTone?: SkinTone | null;
}

@InputType({ description: "The brief of a custom case (Mystery Creator): it goes into the cart with `custom-cold-case` and is written after payment." })
export class CustomCaseBriefInput {
  @Field({
    description:
      "How the writer reaches the customer with questions about the brief, up to 254 characters. The finished case is delivered to the order's email (the buyer's), not here.",
  })
  email: string;

  @Field({ description: "The date the case is needed by, `YYYY-MM-DD`: at least 14 days after today (UTC), at most a year." })
  dateRequired: string;

  @Field(() => ReferralSource, { description: "Where the customer heard about the shop." })
  source: ReferralSource;

  @Field({ description: "The crime scene's city, 1 to 100 characters." })
  city: string;

  @Field(() => String, { nullable: true, description: "The crime scene's location within the city, optional, up to 200 characters." })
  location?: string | null;

  @Field(() => [SuspectInput], { description: "1 to 6 suspects." })
  suspects: SuspectInput[];
}

@InputType({ description: "What a product needs besides its id; each kind of product reads its own fields." })
export class CartItemDetailsInput {
  @Field(() => String, { nullable: true, description: "For a sponsorship: the name shown on the story, 1 to 40 characters. Left out, it is the first name and last initial; a profile without names must give one." })
  sponsorName?: string | null;

  @Field(() => ShippingAddressInput, { nullable: true, description: "For a printed hard copy: where it is shipped. Required." })
  shippingAddress?: ShippingAddressInput | null;

  @Field(() => CustomCaseBriefInput, { nullable: true, description: "For a custom case: the brief it is written from. Required." })
  customCaseBrief?: CustomCaseBriefInput | null;
}

export type DetailsFailure = BusinessError<"INVALID_ARGUMENT" | "INVALID_DETAILS" | "UNAUTHENTICATED">;

/** One line the cart shows under a product for what it keeps ("Ships to Toronto, Canada"); null when there is nothing to say. */
export type CartDetailsSummary = (details: string) => string | null;

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
