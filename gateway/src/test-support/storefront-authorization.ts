import { createHash, randomBytes } from "node:crypto";

/**
 * The authorization request the storefront's sign-in button sends (authorization code with PKCE), with `extra`
 * parameters over it, and the verifier that redeems its code.
 */
export function storefrontAuthorization(origin: string, extra: Record<string, string> = {}): { query: string; verifier: string } {
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: "coldcase-storefront",
    response_type: "code",
    redirect_uri: `${origin}/sign-in/callback`,
    scope: "openid profile email",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: "s1",
    ...extra,
  }).toString();
  return { query, verifier };
}
