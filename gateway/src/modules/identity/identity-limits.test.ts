import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test-support/free-port";
import { freshAddress } from "../../test-support/fresh-address";
import { storefrontAuthorization } from "../../test-support/storefront-authorization";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";

describe.each(testDatabaseKinds())("sign-in, sign-up and password-reset limits on $name", (kind) => {
  let gateway: TestGateway;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    gateway = await startTestGateway(kind, { PORT: String(port), PUBLIC_URL: origin, SIGN_INS_PER_MINUTE: "2", SIGN_UPS_PER_MINUTE: "1" });
  });
  afterAll(async () => {
    await gateway.stop();
  });

  /** A sign-in interaction of the storefront's flow: where its screens post, and the cookie that carries it. */
  async function interaction(): Promise<{ base: string; cookie: string }> {
    const { query } = storefrontAuthorization(origin);
    const start = await fetch(`${origin}/authorize?${query}`, { redirect: "manual" });
    expect(start.status).toBe(303);
    return { base: start.headers.get("location")!, cookie: start.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ") };
  }

  /** The gateway trusts the loopback proxy, so X-Forwarded-For names the caller's address. */
  async function post(path: string, form: Record<string, string>, address: string, cookie = "") {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address, cookie },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
  }

  it("counts sign-in attempts per address across emails, and per email across addresses, with 429 and Retry-After on the screen", async () => {
    const { base, cookie } = await interaction();
    const address = freshAddress();
    expect((await post(`${base}/login`, { email: "first@example.test", password: "wrong password" }, address, cookie)).status).toBe(401);
    expect((await post(`${base}/login`, { email: "second@example.test", password: "wrong password" }, address, cookie)).status).toBe(401);
    const byAddress = await post(`${base}/login`, { email: "third@example.test", password: "wrong password" }, address, cookie);
    expect(byAddress.status).toBe(429);
    expect(Number(byAddress.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(byAddress.body).toContain("<h1>Sign in</h1>");
    expect(byAddress.body).toContain("Too many requests");

    expect((await post(`${base}/login`, { email: "Spread@example.test", password: "wrong password" }, freshAddress(), cookie)).status).toBe(401);
    expect((await post(`${base}/login`, { email: "spread@example.test", password: "wrong password" }, freshAddress(), cookie)).status).toBe(401);
    expect((await post(`${base}/login`, { email: "spread@example.test", password: "wrong password" }, freshAddress(), cookie)).status).toBe(429);
  });

  it("creates one account per address per minute, and says so on the sign-up screen", async () => {
    const { base, cookie } = await interaction();
    const address = freshAddress();
    const created = await post(`${base}/signup`, { email: "new-reader@example.test", password: "correct horse battery" }, address, cookie);
    expect(created.status).toBe(303);
    const { base: again, cookie: againCookie } = await interaction();
    const refused = await post(`${again}/signup`, { email: "another-reader@example.test", password: "correct horse battery" }, address, againCookie);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(refused.body).toContain("Create your account");
    expect(refused.body).toContain("another-reader@example.test");
  });

  it("limits password-reset requests, which send email, per address", async () => {
    const address = freshAddress();
    expect((await post("/idp/reset", { email: "a@example.test" }, address)).status).toBe(200);
    expect((await post("/idp/reset", { email: "b@example.test" }, address)).status).toBe(200);
    const refused = await post("/idp/reset", { email: "c@example.test" }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain("Too many requests");
  });

  it("hands a small body sent in chunks to the provider, which reads it as if sent whole", async () => {
    const body = new URLSearchParams({ grant_type: "authorization_code", code: "no-such-code", client_id: "coldcase-storefront", redirect_uri: `${origin}/sign-in/callback`, code_verifier: "v".repeat(43) }).toString();
    const response = await fetch(`${origin}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });
});
