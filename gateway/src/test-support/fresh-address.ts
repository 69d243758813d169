import { randomInt } from "node:crypto";

/** A random 16-bit group of an IPv6 address, in hex. */
const hextet = () => randomInt(0x10000).toString(16);

/**
 * An address of the documentation range in a /64 of its own (callers are counted by their /64), new on every run, so
 * counts a shared Redis kept from an earlier run never meet it.
 */
export function freshAddress(): string {
  return `2001:db8:${hextet()}:${hextet()}::${hextet()}`;
}
