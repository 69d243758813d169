import { generateKeyPairSync, sign } from "node:crypto";
import type { TestIssuer } from "../../test-support/test-issuer";

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A key pair no JWKS publishes, for tokens naming a key the gateway does not know. */
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });

/** An RS256 token whose header names `kid`, signed with a key the issuer never published. */
export function tokenWithUnknownKid(claims: Record<string, unknown>, kid: string): string {
  const input = `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${base64url(sign("RSA-SHA256", Buffer.from(input), stranger.privateKey))}`;
}

/** An unsigned token whose `alg` is spelt `spelling` (verifiers that compare case-sensitively have let "None" through). */
export function unsignedToken(claims: Record<string, unknown>, spelling: string): string {
  return `${base64url(JSON.stringify({ alg: spelling, typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.`;
}

/** A genuine token with its payload swapped for other claims, the signature kept. */
export function tokenWithSwappedClaims(issuer: TestIssuer, genuine: Record<string, unknown>, swapped: Record<string, unknown>): string {
  const [header, , signature] = issuer.sign(genuine).split(".");
  return `${header}.${base64url(JSON.stringify(swapped))}.${signature}`;
}
