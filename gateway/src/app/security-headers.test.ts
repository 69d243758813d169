import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../platform/config";
import { securityHeaders } from "../platform/http/security-headers";
import { storefrontAuthorization } from "../test-support/storefront-authorization";
import { testDatabaseKinds } from "../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../test-support/test-gateway";

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = "", ...values] = directive.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

function silentAuthorize(origin: string): string {
  return `/authorize?${storefrontAuthorization(origin, { response_mode: "web_message", prompt: "none" }).query}`;
}

describe("security headers", () => {
  const [sqlite] = testDatabaseKinds();
  let gateway: TestGateway;
  let frontendDist: string;

  beforeAll(async () => {
    // A storefront page needs a built storefront; this shell stands in for `npm run build`.
    frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-dist-"));
    fs.writeFileSync(path.join(frontendDist, "index.html"), "<!doctype html><html><head><!--page-head--><!--shop-config--></head><body><div id=root></div></body></html>");
    gateway = await startTestGateway(sqlite!, { FRONTEND_DIST: frontendDist });
  });
  afterAll(async () => {
    await gateway.stop();
    fs.rmSync(frontendDist, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${gateway.baseUrl}${path}`, { redirect: "manual" });

  it.each(["/stories", "/api-coldcase/stories", "/idp/reset"])("puts the strict policy on %s, framable by no one", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("script-src")).toBe("'self'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'self'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("style-src")).toBe("'self' 'unsafe-inline'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("lets only the shop frame the provider's authorization answer, which silent sign-in loads in a hidden frame", async () => {
    const response = await get(silentAuthorize(gateway.publicUrl));
    const body = await response.text();
    expect(body).toContain("authorization_response");
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("frame-ancestors")).toBe("'self'");
    expect(policy.get("object-src")).toBe("'none'");
    // The answer's one inline script is allowed by its hash, not by 'unsafe-inline'.
    expect(policy.get("script-src")).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("keeps the sign-in screen the authorization route leads to unframable", async () => {
    const start = await get(silentAuthorize(gateway.publicUrl).replace("response_mode=web_message&", "").replace("prompt=none&", ""));
    expect(start.status).toBe(303);
    const screen = await fetch(new URL(start.headers.get("location")!, gateway.baseUrl), { headers: { cookie: start.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ") } });
    expect(screen.status).toBe(200);
    expect(directives(screen.headers.get("content-security-policy")).get("frame-ancestors")).toBe("'none'");
    expect(screen.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("security headers in production", () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.test", AUTH0_DOMAIN: "tenant.eu.auth0.com" })));
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("asks browsers for HTTPS for a year, subdomains included, and lets the storefront reach the Auth0 tenant", async () => {
    const response = await fetch(baseUrl);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    expect(policy.get("connect-src")).toBe("'self' https://tenant.eu.auth0.com");
    expect(policy.get("frame-src")).toBe("'self' https://tenant.eu.auth0.com");
    expect(policy.get("frame-ancestors")).toBe("'none'");
  });
});
