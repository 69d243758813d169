import { registerEnumType } from "type-graphql";

/** What kind of thing a product is; each kind is fulfilled its own way after payment. */
export enum ProductKind {
  STORY_KIT = "STORY_KIT",
  HARD_COPY = "HARD_COPY",
  SPONSORSHIP = "SPONSORSHIP",
  CUSTOM_CASE = "CUSTOM_CASE",
}

registerEnumType(ProductKind, {
  name: "ProductKind",
  description: "What a product is: a downloadable kit, a printed hard copy, a story's sponsorship or a custom case.",
  valuesConfig: {
    STORY_KIT: { description: "A story's downloadable kit (PDF)." },
    HARD_COPY: { description: "A story's printed hard copy, shipped to an address." },
    SPONSORSHIP: { description: "The sponsorship of a story." },
    CUSTOM_CASE: { description: "A custom mystery written from the customer's brief." },
  },
});

/** A hard copy's two shipping options: North America (USA, Canada, Mexico) or anywhere else. */
export type ShippingOption = "northAmerica" | "international";

/** Everything the shop sells, with its price as the server sets it: the client only ever names product ids. */
export interface Product {
  readonly id: string;
  readonly kind: ProductKind;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly priceCents: number;
  /** The story the product belongs to; null for a custom case. */
  readonly storyId: string | null;
  /** False while the story is "Coming Soon". */
  readonly available: boolean;
  /** For a hard copy: which shipping option it is. */
  readonly shippingOption?: ShippingOption;
  /** Why it cannot be bought now, when the default ("coming soon") would be wrong. */
  readonly unavailableReason?: string;
}

/** Prices in US cents of what is not priced per story. */
export const FIXED_PRICES_CENTS = {
  hardCopyNorthAmerica: 3495,
  hardCopyInternational: 4995,
  sponsorship: 1995,
  customCase: 3995,
} as const;

export const CUSTOM_CASE_PRODUCT_ID = "custom-cold-case";
const SPONSORSHIP_PREFIX = "sponsor-";

export function sponsorshipProductId(storyId: string): string {
  return `${SPONSORSHIP_PREFIX}${storyId}`;
}

/** The story a sponsorship product id names, or null when it names none. */
export function storyOfSponsorshipProduct(productId: string): string | null {
  return productId.startsWith(SPONSORSHIP_PREFIX) ? productId.slice(SPONSORSHIP_PREFIX.length) : null;
}

/** The spec's rule for a usable product id: not empty, not "-". */
export function isWellFormedProductId(productId: string): boolean {
  const trimmed = productId.trim();
  return trimmed.length > 0 && trimmed !== "-" && trimmed.length <= 80;
}
