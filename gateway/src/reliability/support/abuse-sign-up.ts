import { createHash, randomBytes } from "node:crypto";
import type { BrowserSession } from "../../test-support/browser-session";

/**
 * Opens the embedded provider's sign-up screen as the storefront's sign-in button does (authorization code with PKCE)
 * and returns the address its form posts to.
 */
export async function openSignUpForm(browser: BrowserSession, origin: string): Promise<string> {
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URLSearchParams({
    client_id: "coldcase-storefront",
    response_type: "code",
    redirect_uri: `${origin}/sign-in/callback`,
    scope: "openid profile email",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    audience: `${origin}/api-coldcase`,
    state: "s1",
    screen_hint: "signup",
  });
  const start = await browser.request(`/authorize?${authorize.toString()}`);
  if (start.status !== 303 || !start.location) throw new Error(`authorize answered ${start.status}`);
  const screen = await browser.request(start.location);
  if (!screen.body.includes("Create your account")) throw new Error(`The sign-up screen did not open (${screen.status})`);
  return `${start.location}/signup`;
}
