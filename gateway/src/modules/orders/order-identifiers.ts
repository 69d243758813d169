import { randomBytes, randomInt } from "node:crypto";

/** Unguessable, since it appears in links. */
export function newOrderId(): string {
  return `ord_${randomBytes(15).toString("base64url")}`;
}

/** No 0/O or 1/I/L, so a number read out over the phone is never misheard. */
const NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function numberGroup(): string {
  return Array.from({ length: 4 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join("");
}

/** What people read and quote: CCK-7H3K-Q9TM. */
export function newOrderNumber(): string {
  return `CCK-${numberGroup()}-${numberGroup()}`;
}
