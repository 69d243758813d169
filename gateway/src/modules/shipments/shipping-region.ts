import { FIXED_PRICES_CENTS, type Product } from "../products";
import { ShippingRegion } from "./shipment-status";

/** The names and codes customers write for the USA, Canada and Mexico, folded (see `folded`). */
const NORTH_AMERICA = new Set(["united states", "united states of america", "usa", "us", "canada", "ca", "mexico", "mx"]);

/** Case, accents, dots and extra spaces do not make another country: "U.S.A." and "México" are at home here. */
function folded(country: string): string {
  return country.normalize("NFD").replace(/\p{M}/gu, "").replace(/\./g, "").replace(/\s+/g, " ").trim().toLowerCase();
}

export function isNorthAmerican(country: string): boolean {
  return NORTH_AMERICA.has(folded(country));
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Why the country does not fit the option bought, naming the option that does; null when it fits. */
export function countryMismatch(country: string, region: ShippingRegion): string | null {
  const northAmerican = isNorthAmerican(country);
  if (region === ShippingRegion.NORTH_AMERICA && !northAmerican) {
    return `${country} is outside North America (USA, Canada, Mexico): choose the International option (${dollars(FIXED_PRICES_CENTS.hardCopyInternational)}).`;
  }
  if (region === ShippingRegion.INTERNATIONAL && northAmerican) {
    return `${country} is in North America: choose the North America option (${dollars(FIXED_PRICES_CENTS.hardCopyNorthAmerica)}).`;
  }
  return null;
}

/** The option a hard-copy product is, as the products module names it. */
export function regionOfHardCopyProduct(product: Pick<Product, "shippingOption">): ShippingRegion | null {
  if (product.shippingOption === "northAmerica") return ShippingRegion.NORTH_AMERICA;
  if (product.shippingOption === "international") return ShippingRegion.INTERNATIONAL;
  return null;
}

/** The option a paid line is, from the story's own product ids: what fulfilment goes by. */
export function regionOfStoryProduct(story: { northAmericaProductId: string; internationalProductId: string }, productId: string): ShippingRegion | null {
  if (productId === story.northAmericaProductId) return ShippingRegion.NORTH_AMERICA;
  if (productId === story.internationalProductId) return ShippingRegion.INTERNATIONAL;
  return null;
}
