import type { BrowserSession } from "../../test-support/browser-session";
import { storefrontAuthorization } from "../../test-support/storefront-authorization";

/**
 * Opens the embedded provider's sign-up screen as the storefront's sign-in button does (authorization code with PKCE)
 * and returns the address its form posts to.
 */
export async function openSignUpForm(browser: BrowserSession, origin: string): Promise<string> {
  const { query } = storefrontAuthorization(origin, { screen_hint: "signup" });
  const start = await browser.request(`/authorize?${query}`);
  if (start.status !== 303 || !start.location) throw new Error(`authorize answered ${start.status}`);
  const screen = await browser.request(start.location);
  if (!screen.body.includes("Create your account")) throw new Error(`The sign-up screen did not open (${screen.status})`);
  return `${start.location}/signup`;
}
