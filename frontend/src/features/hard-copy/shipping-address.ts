import type { ShippingAddressInput, ShippingRegion } from '../../graphql/types.generated';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../../shared/plain-text';
import { isEmailAddress } from '../../shared/email-address';
import { formatPriceCents } from '../../shared/format/format-price';
import { northAmericanCountryOf } from './north-american-country';
import { international, northAmerica } from './shipping-options';

/** The address form as typed, every field a string (an empty phone is left out when sent). */
export interface ShippingAddressValues {
  fullName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

export type ShippingAddressField = keyof ShippingAddressValues;

export type ShippingAddressErrors = Partial<Record<ShippingAddressField, string>>;

/** The fields in the order the form shows them: the first one with an error takes focus. */
export const shippingAddressFields: readonly ShippingAddressField[] = [
  'fullName',
  'email',
  'street',
  'city',
  'state',
  'postalCode',
  'country',
  'phone',
];

export const emptyShippingAddress: ShippingAddressValues = {
  fullName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
};

// The shop's limits, in characters once trimmed (its ShippingAddressInput says the same); it checks again.
const maxLengths: Record<ShippingAddressField, number> = {
  fullName: 100,
  email: 254,
  street: 200,
  city: 100,
  state: 100,
  postalCode: 20,
  country: 60,
  phone: 30,
};

const requiredMessages: Record<Exclude<ShippingAddressField, 'phone'>, string> = {
  fullName: "Enter the recipient's full name.",
  email: 'Enter an email address for shipping updates.',
  street: 'Enter the street address.',
  city: 'Enter the city.',
  state: 'Enter the state or province.',
  postalCode: 'Enter the ZIP or postal code.',
  country: 'Enter the country.',
};

const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]+$/;
const PHONE_PATTERN = /^[0-9 +().-]+$/;
const MIN_PHONE_DIGITS = 5;

/** Characters as people count them: an accented letter or an emoji is one. */
function lengthOf(text: string): number {
  return [...text].length;
}

function formatProblem(field: ShippingAddressField, value: string): string | null {
  if (field === 'email' && !isEmailAddress(value)) return 'Enter an email address like name@example.com.';
  if (field === 'postalCode' && !POSTAL_CODE_PATTERN.test(value)) return 'Use letters, digits, spaces and hyphens only.';
  if (field === 'phone') {
    if (!PHONE_PATTERN.test(value)) return 'Use digits, spaces and + ( ) - . only.';
    if (value.replace(/\D/g, '').length < MIN_PHONE_DIGITS) return 'Enter at least 5 digits, or leave the phone number empty.';
  }
  return null;
}

/** Why a country cannot go with the chosen option (the shop says the same), or null when it can. */
export function countryProblem(country: string, region: ShippingRegion): string | null {
  const northAmerican = northAmericanCountryOf(country);
  if (region === 'NORTH_AMERICA' && !northAmerican) {
    return `${country} is outside North America (${northAmerica.coverage}): choose the International option (${formatPriceCents(international.priceCents)}).`;
  }
  if (region === 'INTERNATIONAL' && northAmerican) {
    return `${northAmerican} is in North America: choose the North America option (${formatPriceCents(northAmerica.priceCents)}).`;
  }
  return null;
}

function fieldProblem(field: ShippingAddressField, raw: string, region: ShippingRegion): string | null {
  const value = raw.trim();
  if (value === '') {
    if (field === 'phone') return null;
    return field === 'country' && region === 'NORTH_AMERICA' ? 'Choose the country.' : requiredMessages[field];
  }
  if (!isPlainText(value)) return PLAIN_TEXT_MESSAGE;
  const max = maxLengths[field];
  if (lengthOf(value) > max) return `Keep it to ${max} characters or fewer.`;
  if (field === 'country') return countryProblem(value, region);
  return formatProblem(field, value);
}

/** Every field's problem at once, as the shop reports them; an empty object when the address can be sent. */
export function shippingAddressProblems(values: ShippingAddressValues, region: ShippingRegion): ShippingAddressErrors {
  const problems: ShippingAddressErrors = {};
  for (const field of shippingAddressFields) {
    const problem = fieldProblem(field, values[field], region);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The address as the shop takes it: trimmed, without an empty phone. */
export function toShippingAddressInput(values: ShippingAddressValues): ShippingAddressInput {
  const phone = values.phone.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country.trim(),
    phone: phone === '' ? null : phone,
  };
}

const serverFieldPrefix = 'shippingAddress.';

/** The form field a field path of the shop's InvalidDetailsError names (`shippingAddress.city`), if any. */
export function addressFieldOf(path: string): ShippingAddressField | null {
  if (!path.startsWith(serverFieldPrefix)) return null;
  const field = path.slice(serverFieldPrefix.length);
  return shippingAddressFields.find((known) => known === field) ?? null;
}
