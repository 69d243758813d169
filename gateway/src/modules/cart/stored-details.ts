import { z } from "zod";
import { type CartItemDetailsInput, ReferralSource, SkinTone, SuspectSex } from "./cart-item-details";

const optionalText = z.string().nullish();

const shippingAddressSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: optionalText,
});

const suspectSchema = z.object({
  fullName: z.string(),
  age: optionalText,
  eyes: optionalText,
  height: optionalText,
  occupation: optionalText,
  relationship: optionalText,
  hairColor: optionalText,
  sex: z.enum(SuspectSex).nullish(),
  skinTone: z.enum(SkinTone).nullish(),
});

const customCaseBriefSchema = z.object({
  email: z.string(),
  dateRequired: z.string(),
  source: z.enum(ReferralSource),
  city: z.string(),
  location: optionalText,
  suspects: z.array(suspectSchema),
});

/** The shape of `CartItemDetailsInput`: what each kind's policy keeps is a normalised copy of what it was given. */
const storedDetailsSchema = z.object({
  sponsorName: optionalText,
  shippingAddress: shippingAddressSchema.nullish(),
  customCaseBrief: customCaseBriefSchema.nullish(),
});

/**
 * The details a cart item keeps, read back as the input they were checked from, so its policy can check them again;
 * null when they are not that shape (kept by an older version of the shop, or changed outside it).
 */
export function storedDetailsInput(details: string): CartItemDetailsInput | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return null;
  }
  const read = storedDetailsSchema.safeParse(parsed);
  return read.success ? read.data : null;
}
