import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createShopServer, KEEP_ALIVE_MS } from "./shop-server";

describe("the shop's HTTP server", () => {
  it("keeps idle connections open longer than the proxies in front of it, and says so", async () => {
    const server = createShopServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await answer.text()).toBe("ok");
      expect(answer.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
