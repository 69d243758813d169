import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, type ShopConfig } from "../../platform/config";
import { DATABASE_SCHEMA } from "../../app/database-schema";
import { createGateway } from "../../app/gateway";
import { openDatabase } from "../../platform/database/data-source";
import { BrowserSession } from "../../test-support/browser-session";
import { freePort } from "../../test-support/free-port";
import { storefrontAuthorization } from "../../test-support/storefront-authorization";

async function startShop(config: ShopConfig): Promise<() => Promise<void>> {
  const db = await openDatabase(config.database, DATABASE_SCHEMA);
  const gateway = await createGateway(config, db);
  const server = http.createServer(gateway.handler).listen(config.port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await gateway.stop();
    await db.destroy();
  };
}

function authorizeQuery(origin: string, extra: Record<string, string>): string {
  return storefrontAuthorization(origin, { state: "restart", ...extra }).query;
}

describe("the embedded provider across a restart", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-restart-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("keeps a signed-in browser signed in: silent authentication still answers with a code", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin, SEED_CATALOGUE: "false" });
    const browser = new BrowserSession(origin);

    const stopFirst = await startShop(config);
    const start = await browser.request(`/authorize?${authorizeQuery(origin, { screen_hint: "signup" })}`);
    const submitted = await browser.request(`${start.location!}/signup`, { form: { email: "night@example.test", password: "a patient detective" } });
    const resumed = await browser.request(submitted.location!);
    expect(new URL(resumed.location!, origin).searchParams.has("code")).toBe(true);
    await stopFirst();

    const stopSecond = await startShop(config);
    try {
      const silent = await browser.request(`/authorize?${authorizeQuery(origin, { prompt: "none" })}`);
      const callback = new URL(silent.location!, origin);
      expect(callback.pathname).toBe("/sign-in/callback");
      expect(callback.searchParams.has("code")).toBe(true);
      expect(callback.searchParams.get("error")).toBeNull();
    } finally {
      await stopSecond();
    }
  });
});
