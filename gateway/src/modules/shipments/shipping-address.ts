import { z } from "zod";
import { isEmailAddress } from "../../platform/email-address";
import { type BusinessError, invalidDetails, type Result, success } from "../../platform/errors/business-error";
import { characterCount, isPlainText, PLAIN_TEXT_MESSAGE } from "../../platform/plain-text";
import type { ShippingAddressInput } from "../cart";
import type { ShippingRegion } from "./shipment-status";
import { countryMismatch } from "./shipping-region";

/** A shipping address as the shop keeps it: trimmed, the email lower-cased, no phone as null. */
export const shippingAddressSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
});

export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** The longest each field may be, in characters: the form's limits and the columns' sizes. */
export const ADDRESS_LIMITS = { fullName: 100, email: 254, street: 200, city: 100, state: 100, postalCode: 20, country: 60, phone: 30 } as const;

const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]+$/;
const PHONE_PATTERN = /^[0-9 +().-]+$/;
const PHONE_MIN_DIGITS = 5;

/** What is wrong with a required one-line text (length, characters), or null when nothing is. */
export function textProblem(value: string, label: string, max: number): string | null {
  if (value.length === 0) return `${label} is required.`;
  if (characterCount(value) > max) return `${label} can be at most ${max} characters.`;
  if (!isPlainText(value)) return PLAIN_TEXT_MESSAGE;
  return null;
}

function emailProblem(email: string): string | null {
  const problem = textProblem(email, "Email", ADDRESS_LIMITS.email);
  if (problem) return problem;
  return isEmailAddress(email) ? null : "Enter a valid email address, like name@example.com.";
}

function postalCodeProblem(postalCode: string): string | null {
  const problem = textProblem(postalCode, "ZIP or postal code", ADDRESS_LIMITS.postalCode);
  if (problem) return problem;
  return POSTAL_CODE_PATTERN.test(postalCode) ? null : "ZIP or postal code can contain only letters, digits, spaces and hyphens.";
}

function countryProblem(country: string, region: ShippingRegion): string | null {
  return textProblem(country, "Country", ADDRESS_LIMITS.country) ?? countryMismatch(country, region);
}

function phoneProblem(phone: string | null): string | null {
  if (phone === null) return null;
  if (characterCount(phone) > ADDRESS_LIMITS.phone) return `Phone can be at most ${ADDRESS_LIMITS.phone} characters.`;
  if (!isPlainText(phone)) return PLAIN_TEXT_MESSAGE;
  if (!PHONE_PATTERN.test(phone)) return "Phone can contain only digits, spaces and + ( ) - .";
  if ((phone.match(/[0-9]/g) ?? []).length < PHONE_MIN_DIGITS) return `Phone needs at least ${PHONE_MIN_DIGITS} digits.`;
  return null;
}

/** Where the address sits in the cart's details input; field errors are named under it. */
export const ADDRESS_FIELD = "shippingAddress";

/**
 * Checks a shipping address for the option bought and returns it as the shop keeps it, or every field at fault at
 * once (`shippingAddress.<field>`, in the order of the form), each with its own message.
 */
export function checkShippingAddress(input: ShippingAddressInput, region: ShippingRegion): Result<ShippingAddress, BusinessError<"INVALID_DETAILS">> {
  const address: ShippingAddress = {
    fullName: input.fullName.trim(),
    email: input.email.trim().toLowerCase(),
    street: input.street.trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    postalCode: input.postalCode.trim(),
    country: input.country.trim(),
    phone: input.phone?.trim() || null,
  };
  const problems: [keyof ShippingAddress, string | null][] = [
    ["fullName", textProblem(address.fullName, "Full name", ADDRESS_LIMITS.fullName)],
    ["email", emailProblem(address.email)],
    ["street", textProblem(address.street, "Street address", ADDRESS_LIMITS.street)],
    ["city", textProblem(address.city, "City", ADDRESS_LIMITS.city)],
    ["state", textProblem(address.state, "State or province", ADDRESS_LIMITS.state)],
    ["postalCode", postalCodeProblem(address.postalCode)],
    ["country", countryProblem(address.country, region)],
    ["phone", phoneProblem(address.phone)],
  ];
  const fieldErrors = Object.fromEntries(problems.flatMap(([field, problem]) => (problem ? [[`${ADDRESS_FIELD}.${field}`, problem]] : [])));
  return Object.keys(fieldErrors).length > 0 ? invalidDetails(fieldErrors) : success(address);
}
