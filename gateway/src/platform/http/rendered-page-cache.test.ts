import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_SCHEMA } from "../../test-support/platform-schema";
import { type TestDatabase, testDatabaseKinds } from "../../test-support/test-databases";
import { CacheGenerations } from "../caches/cache-generations";
import { openDatabase } from "../database/data-source";
import { UnitOfWork } from "../database/unit-of-work";
import { systemContext } from "../request-context";
import { type PageRender, RenderedPageCache } from "./rendered-page-cache";

const [sqlite] = testDatabaseKinds();

/** A render that counts its calls and answers `html`, kept or not. */
function counting(html: string, keep = true): { render: () => Promise<PageRender>; calls: () => number } {
  let calls = 0;
  return {
    render: async () => {
      calls += 1;
      return { page: { status: 200, html }, keep };
    },
    calls: () => calls,
  };
}

describe("the rendered page cache", () => {
  let database: TestDatabase;
  let db: DataSource;
  let uow: UnitOfWork;
  let generations: CacheGenerations;

  beforeAll(async () => {
    database = await sqlite!.create();
    db = await openDatabase(database.config, PLATFORM_SCHEMA);
    uow = new UnitOfWork(db);
    generations = new CacheGenerations(db, 1_000);
    await generations.start();
  });
  afterAll(async () => {
    await generations.stop();
    await db.destroy();
    await database.drop();
  });

  const cacheOf = (ttlMs = 10_000, maxBytes = 1024 * 1024) => new RenderedPageCache({ generations, dataSets: ["catalogue"], ttlMs, maxBytes });

  it("renders a URL once for concurrent and repeated requests, and keeps URLs apart", async () => {
    const cache = cacheOf();
    const stories = counting("<p>stories</p>");
    const pages = await Promise.all([cache.getOrRender("/stories", stories.render), cache.getOrRender("/stories", stories.render)]);
    expect(pages.map((page) => page.html)).toEqual(["<p>stories</p>", "<p>stories</p>"]);
    await cache.getOrRender("/stories", stories.render);
    expect(stories.calls()).toBe(1);
    expect((await cache.getOrRender("/stories?type=theft", counting("<p>thefts</p>").render)).html).toBe("<p>thefts</p>");
  });

  it("renders afresh after a write to the data set, and only then", async () => {
    const cache = cacheOf();
    const before = counting("<p>before</p>");
    await cache.getOrRender("/stories/s1", before.render);
    await uow.run(systemContext("test"), (tx) => generations.bump(tx, "another-data-set"));
    expect((await cache.getOrRender("/stories/s1", before.render)).html).toBe("<p>before</p>");
    await uow.run(systemContext("test"), (tx) => generations.bump(tx, "catalogue"));
    expect((await cache.getOrRender("/stories/s1", counting("<p>after</p>").render)).html).toBe("<p>after</p>");
    expect(before.calls()).toBe(1);
  });

  it("does not keep a page sent unrendered, nor a failed render", async () => {
    const cache = cacheOf();
    const unrendered = counting("<div id=root></div>", false);
    await cache.getOrRender("/faq", unrendered.render);
    await cache.getOrRender("/faq", unrendered.render);
    expect(unrendered.calls()).toBe(2);
    await expect(cache.getOrRender("/terms", () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect((await cache.getOrRender("/terms", counting("<p>terms</p>").render)).html).toBe("<p>terms</p>");
  });

  it("renders every request when turned off", async () => {
    const cache = cacheOf(0);
    const page = counting("<p>page</p>");
    await cache.getOrRender("/stories", page.render);
    await cache.getOrRender("/stories", page.render);
    expect(page.calls()).toBe(2);
  });

  it("lets the least recently used pages go beyond its memory", async () => {
    const cache = cacheOf(10_000, 200_000);
    const first = counting("x".repeat(120_000));
    await cache.getOrRender("/first", first.render);
    await cache.getOrRender("/first", first.render);
    expect(first.calls()).toBe(1);
    await cache.getOrRender("/second", counting("y".repeat(120_000)).render);
    await cache.getOrRender("/first", first.render);
    expect(first.calls()).toBe(2);
  });
});
