/** The card form's fields, as the page posts them. */
export type CardField = "number" | "expiry" | "cvc" | "name";

export type CardForm = Readonly<Record<CardField, string>>;

export type CardCheck =
  | { readonly outcome: "invalid"; readonly errors: Readonly<Partial<Record<CardField, string>>> }
  | { readonly outcome: "declined"; readonly message: string }
  | { readonly outcome: "approved"; readonly cardholderName: string };

/** The only two cards the sandbox knows, as Stripe's test mode knows them. */
export const PAYING_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";

export const NAME_MAX_LENGTH = 100;

export const CARD_MESSAGES = {
  numberMissing: "Enter your card number.",
  numberInvalid: "Your card number is invalid.",
  numberNotTestCard: "This is a test checkout: pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a declined card.",
  expiryMissing: "Enter your card's expiry date.",
  expiryMalformed: "Enter the expiry date as MM/YY.",
  expiryPast: "Your card's expiry date is in the past.",
  cvcMissing: "Enter your card's security code.",
  cvcMalformed: "Your card's security code (CVC) must be 3 or 4 digits.",
  nameMissing: "Enter the name on your card.",
  nameTooLong: `The name on your card must be at most ${NAME_MAX_LENGTH} characters.`,
  declined: "Your card was declined. Try a different card.",
} as const;

/** Customers type card numbers with spaces or dashes between the groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function numberError(number: string): string | null {
  const digits = cardDigits(number);
  if (digits === "") return CARD_MESSAGES.numberMissing;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  if (digits !== PAYING_CARD && digits !== DECLINED_CARD) return CARD_MESSAGES.numberNotTestCard;
  return null;
}

/** A card is good through the last day of its expiry month; months are compared in UTC, as issuers do. */
function expiryError(expiry: string, now: Date): string | null {
  const text = expiry.trim();
  if (text === "") return CARD_MESSAGES.expiryMissing;
  const match = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text) ?? /^(0[1-9]|1[0-2])(\d{2})$/.exec(text);
  if (!match) return CARD_MESSAGES.expiryMalformed;
  const expires = (2000 + Number(match[2])) * 12 + Number(match[1]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expires < current ? CARD_MESSAGES.expiryPast : null;
}

function cvcError(cvc: string): string | null {
  const text = cvc.trim();
  if (text === "") return CARD_MESSAGES.cvcMissing;
  return /^\d{3,4}$/.test(text) ? null : CARD_MESSAGES.cvcMalformed;
}

function nameError(name: string): string | null {
  if (name === "") return CARD_MESSAGES.nameMissing;
  return name.length > NAME_MAX_LENGTH ? CARD_MESSAGES.nameTooLong : null;
}

/** Checks every field, so the customer sees all their mistakes at once; only a well-formed card reaches its "bank". */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const name = form.name.trim().replace(/\s+/g, " ");
  const found: [CardField, string | null][] = [
    ["number", numberError(form.number)],
    ["expiry", expiryError(form.expiry, now)],
    ["cvc", cvcError(form.cvc)],
    ["name", nameError(name)],
  ];
  const errors: Partial<Record<CardField, string>> = {};
  for (const [field, message] of found) if (message) errors[field] = message;
  if (Object.keys(errors).length > 0) return { outcome: "invalid", errors };
  if (cardDigits(form.number) === DECLINED_CARD) return { outcome: "declined", message: CARD_MESSAGES.declined };
  return { outcome: "approved", cardholderName: name };
}
