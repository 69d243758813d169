import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserSession } from "../../test-support/browser-session";
import { freePort } from "../../test-support/free-port";
import { storefrontAuthorization } from "../../test-support/storefront-authorization";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { IdentityStore } from "./identity-store";
import { loadProviderKeys } from "./provider-keys";

const PASSWORD = "correct horse battery";

describe.each(testDatabaseKinds())("the embedded identity provider on $name", (kind) => {
  let gateway: TestGateway;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    gateway = await startTestGateway(kind, { PORT: String(port), PUBLIC_URL: origin, ADMIN_EMAILS: "chief@example.test" });
  });
  afterAll(async () => {
    await gateway.stop();
  });

  /** Runs the storefront's authorization-code flow with PKCE; signs up or in on the provider's screens. */
  async function signIn(email: string, password: string, screen: "signup" | "login", names: Record<string, string> = {}) {
    const browser = new BrowserSession(origin);
    const redirectUri = `${origin}/sign-in/callback`;
    const { query, verifier } = storefrontAuthorization(origin, { audience: `${origin}/api-coldcase`, ...(screen === "signup" ? { screen_hint: "signup" } : {}) });
    const start = await browser.request(`/authorize?${query}`);
    expect(start.status).toBe(303);
    const screenPage = await browser.request(start.location!);
    expect(screenPage.body).toContain(screen === "signup" ? "Create your account" : "<h1>Sign in</h1>");
    const submitted = await browser.request(`${start.location!}/${screen}`, { form: { email, password, ...names } });
    if (submitted.status !== 303) return { submitted, tokens: null };
    const resumed = await browser.request(submitted.location!);
    const callback = new URL(resumed.location!, origin);
    expect(callback.pathname).toBe("/sign-in/callback");
    const token = await fetch(`${origin}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: callback.searchParams.get("code")!,
        redirect_uri: redirectUri,
        client_id: "coldcase-storefront",
        code_verifier: verifier,
      }).toString(),
    });
    expect(token.status).toBe(200);
    return { submitted, tokens: (await token.json()) as { access_token: string; id_token: string } };
  }

  async function status(accessToken: string) {
    const response = await fetch(`${origin}/api-coldcase/users/status`, { headers: { authorization: `Bearer ${accessToken}` } });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function claims(jwt: string): Record<string, unknown> {
    return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
  }

  it("signs up through the screens and issues an RS256 JWT access token the gateway accepts", async () => {
    const { tokens } = await signIn("Reader@Example.test", PASSWORD, "signup");
    expect(tokens).not.toBeNull();
    const header = JSON.parse(Buffer.from(tokens!.access_token.split(".")[0]!, "base64url").toString("utf8")) as { alg: string };
    expect(header.alg).toBe("RS256");
    expect(claims(tokens!.access_token)).toMatchObject({ iss: `${origin}/`, aud: `${origin}/api-coldcase` });
    expect(claims(tokens!.id_token)).toMatchObject({ email: "reader@example.test", email_verified: true });
    expect(await status(tokens!.access_token)).toEqual({ status: 200, body: { isAdmin: false, credits: 0 } });
  });

  it("refuses a second account for the same email in another case", async () => {
    const { submitted } = await signIn("READER@example.test", PASSWORD, "signup");
    expect(submitted.status).toBe(409);
    expect(submitted.body).toContain("An account with this email already exists");
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const wrong = await signIn("reader@example.test", "not the password", "login");
    const unknown = await signIn("nobody@example.test", PASSWORD, "login");
    expect(wrong.submitted.status).toBe(401);
    expect(unknown.submitted.status).toBe(401);
    const message = (body: string) => /role="alert"[^>]*>([^<]+)</.exec(body)?.[1];
    expect(message(wrong.submitted.body)).toBe(message(unknown.submitted.body));
  });

  it("signs in again, and makes a verified listed email an admin", async () => {
    const { tokens } = await signIn("reader@example.test", PASSWORD, "login");
    expect(tokens).not.toBeNull();
    const chief = await signIn("chief@example.test", PASSWORD, "signup");
    expect(await status(chief.tokens!.access_token)).toEqual({ status: 200, body: { isAdmin: true, credits: 0 } });
  });

  it("refuses a short password with a clear message and creates nothing", async () => {
    const { submitted } = await signIn("short@example.test", "tiny", "signup");
    expect(submitted.status).toBe(400);
    expect(submitted.body).toContain("Use at least 10 characters");
  });

  it("refuses a name carrying a reordering mark with a clear message, keeping the email free", async () => {
    const { submitted } = await signIn("mirror@example.test", PASSWORD, "signup", { given_name: "Ada\u202Efdp.exe" });
    expect(submitted.status).toBe(400);
    expect(submitted.body).toContain("Names: Use ordinary characters: no line breaks, tabs or other control characters.");
    const { tokens } = await signIn("mirror@example.test", PASSWORD, "signup", { given_name: "Ada" });
    expect(tokens?.access_token).toBeTruthy();
  });

  it("resets a password through the emailed link", async () => {
    const browser = new BrowserSession(origin);
    await browser.request("/idp/reset", { form: { email: "reader@example.test" } });
    const outbox = path.join(gateway.dataDir, "outbox");
    const message = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), "utf8")).find((text) => text.includes("Reset your"));
    const link = /http:\/\/127\.0\.0\.1:\d+\/idp\/reset\/[A-Za-z0-9_-]+/.exec(message ?? "")?.[0];
    expect(link).toBeDefined();
    expect((await browser.request(link!)).status).toBe(200);
    expect((await browser.request(link!, { form: { password: "a brand new secret" } })).status).toBe(200);
    expect((await browser.request(link!)).status).toBe(410);
    expect((await signIn("reader@example.test", "a brand new secret", "login")).tokens).not.toBeNull();
  });

  it("blocks an account after repeated wrong passwords, even for the right one", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn("chief@example.test", "wrong password!", "login");
    const blocked = await signIn("chief@example.test", PASSWORD, "login");
    expect(blocked.submitted.status).toBe(429);
    expect(blocked.submitted.body).toContain("Too many attempts");
  });

  it("keeps its signing keys across a restart", async () => {
    const first = await (await fetch(`${origin}/.well-known/jwks.json`)).json();
    const keys = await loadProviderKeys(new IdentityStore(gateway.platform.uow));
    expect((first as { keys: { kid: string }[] }).keys[0]!.kid).toBe(keys.jwks.keys[0]!.kid);
  });
});
