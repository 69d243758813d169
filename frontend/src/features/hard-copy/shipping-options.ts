import type { ShippingRegion } from '../../graphql/types.generated';
import { isUsableProductId } from '../cart/product-id';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';

export interface ShippingOption {
  region: ShippingRegion;
  label: string;
  /** Spec 9: the shop's prices for the two options, in US cents. */
  priceCents: number;
  /** Where the option ships to, as the customer reads it. */
  coverage: string;
}

export const northAmerica: ShippingOption = {
  region: 'NORTH_AMERICA',
  label: 'North America',
  priceCents: 3495,
  coverage: 'USA, Canada, Mexico',
};

export const international: ShippingOption = {
  region: 'INTERNATIONAL',
  label: 'International',
  priceCents: 4995,
  coverage: 'Every other country',
};

export const shippingOptions: readonly ShippingOption[] = [northAmerica, international];

export function shippingOptionOf(region: ShippingRegion): ShippingOption {
  return region === 'NORTH_AMERICA' ? northAmerica : international;
}

/** The checkout product of a story's hard copy for one option, or null when the story has none to sell. */
export function hardCopyProductId(story: HardCopyStoryFieldsFragment, region: ShippingRegion): string | null {
  const productId = region === 'NORTH_AMERICA' ? story.northAmericaProductId : story.internationalProductId;
  return isUsableProductId(productId) ? productId.trim() : null;
}

/** Spec 5, in its words. */
export function missingProductIdMessage(option: ShippingOption): string {
  return `No product ID available for ${option.label} shipping`;
}
