import ipaddr from "ipaddr.js";

/** The hextets of an IPv6 /64: the smallest network one subscriber is given. */
const SUBSCRIBER_NETWORK_HEXTETS = 4;

/**
 * The address a caller is counted under: an IPv4 address as it is (also when it arrives mapped into IPv6), and an IPv6
 * address by its /64, so nobody steps past a per-address limit by moving within the network they were given.
 */
export function callerAddress(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return "unknown";
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const hextets = address.toNormalizedString().split(":").slice(0, SUBSCRIBER_NETWORK_HEXTETS);
  return `${hextets.join(":")}::/64`;
}
