import { z } from "zod";
import { invalidDetails, success } from "../../platform/errors/business-error";
import type { CartDetailsPolicy, CartDetailsSummary } from "../cart";
import { ADDRESS_FIELD, checkShippingAddress, shippingAddressSchema } from "./shipping-address";
import { regionOfHardCopyProduct } from "./shipping-region";

/** What a hard-copy line carries from the cart to its shipment. */
const hardCopyDetailsSchema = z.object({ shippingAddress: shippingAddressSchema });

export type HardCopyDetails = z.infer<typeof hardCopyDetailsSchema>;

/** The details JSON as the cart keeps it, or null when it is not that. */
export function parseHardCopyDetails(details: string | null): HardCopyDetails | null {
  if (details === null) return null;
  try {
    const parsed = hardCopyDetailsSchema.safeParse(JSON.parse(details));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A hard copy goes in any cart, a visitor's too, with an address that fits the option chosen. */
export const hardCopyCartDetails: CartDetailsPolicy = (_ctx, product, input) => {
  const region = regionOfHardCopyProduct(product);
  if (region === null) throw new Error(`Hard-copy product ${product.id} is neither shipping option`);
  if (!input?.shippingAddress) return invalidDetails({ [ADDRESS_FIELD]: "Enter the address to ship the hard copy to." });
  const checked = checkShippingAddress(input.shippingAddress, region);
  if (!checked.ok) return checked;
  const details: HardCopyDetails = { shippingAddress: checked.value };
  return success(JSON.stringify(details));
};

/** "Ships to Ada Lovelace, Toronto, Canada". */
export const hardCopyCartSummary: CartDetailsSummary = (details) => {
  const address = parseHardCopyDetails(details)?.shippingAddress;
  return address ? `Ships to ${address.fullName}, ${address.city}, ${address.country}` : null;
};
