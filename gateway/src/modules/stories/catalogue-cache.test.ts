import { describe, expect, it, vi } from "vitest";
import { CatalogueCache } from "./catalogue-cache";

describe("CatalogueCache", () => {
  it("loads once for concurrent and repeated requests with the same key", async () => {
    const cache = new CatalogueCache();
    const load = vi.fn(async () => 42);
    const answers = await Promise.all([cache.getOrLoad(["a", 1], load), cache.getOrLoad(["a", 1], load)]);
    expect(await cache.getOrLoad(["a", 1], load)).toBe(42);
    expect(answers).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps different keys apart and forgets everything when cleared", async () => {
    const cache = new CatalogueCache();
    expect(await cache.getOrLoad(["a"], async () => 1)).toBe(1);
    expect(await cache.getOrLoad(["b"], async () => 2)).toBe(2);
    cache.clear();
    expect(await cache.getOrLoad(["a"], async () => 3)).toBe(3);
  });

  it("does not keep a failed load", async () => {
    const cache = new CatalogueCache();
    await expect(cache.getOrLoad(["a"], async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.getOrLoad(["a"], async () => 7)).toBe(7);
  });

  it("expires entries after the time-to-live", async () => {
    const cache = new CatalogueCache(30);
    expect(await cache.getOrLoad(["a"], async () => 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.getOrLoad(["a"], async () => 2)).toBe(2);
  });
});
