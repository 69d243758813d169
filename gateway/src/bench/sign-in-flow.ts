import { createHash, randomBytes } from "node:crypto";
import { BrowserSession } from "../test-support/browser-session";

const STOREFRONT_CLIENT = "coldcase-storefront";
const PASSWORD = "bench detective password";

function expectStatus(step: string, actual: { status: number; location: string | null; body: string }, status: number): string {
  if (actual.status !== status || !actual.location) throw new Error(`sign-up ${step}: expected ${status} with a location, got ${actual.status}: ${actual.body.slice(0, 300)}`);
  return actual.location;
}

/**
 * Signs a new reader up on the gateway's own identity provider the way the storefront does
 * (authorization code with PKCE through the sign-up screen) and returns their access token.
 */
async function signUp(origin: string, email: string): Promise<string> {
  const browser = new BrowserSession(origin);
  const verifier = randomBytes(32).toString("base64url");
  const redirectUri = `${origin}/sign-in/callback`;
  const authorize = new URLSearchParams({
    client_id: STOREFRONT_CLIENT,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "openid profile email",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    audience: `${origin}/api-coldcase`,
    state: randomBytes(8).toString("hex"),
    screen_hint: "signup",
  });
  const interaction = expectStatus("authorize", await browser.request(`/authorize?${authorize.toString()}`), 303);
  const resume = expectStatus("screen", await browser.request(`${interaction}/signup`, { form: { email, password: PASSWORD } }), 303);
  const callback = new URL(expectStatus("resume", await browser.request(resume), 303), origin);
  const code = callback.searchParams.get("code");
  if (callback.pathname !== "/sign-in/callback" || !code) throw new Error(`sign-up ended at ${callback.toString()}`);
  const response = await fetch(`${origin}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: STOREFRONT_CLIENT, code_verifier: verifier }).toString(),
  });
  const tokens = (await response.json()) as { access_token?: string };
  if (!response.ok || !tokens.access_token) throw new Error(`token exchange answered ${response.status}`);
  const status = await fetch(`${origin}/api-coldcase/users/status`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  if (!status.ok) throw new Error(`the gateway refused the access token it issued: ${status.status}`);
  return tokens.access_token;
}

/** Access tokens of `count` distinct new readers, issued through the real sign-up flow. */
export async function signedInReaders(origin: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let reader = 1; reader <= count; reader += 1) tokens.push(await signUp(origin, `bench-reader-${reader}@example.test`));
  return tokens;
}
