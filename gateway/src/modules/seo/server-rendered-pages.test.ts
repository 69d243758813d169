import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "../stories/stories.test-fixtures";

const [sqlite] = testDatabaseKinds();
const REPO_ROOT = path.resolve(__dirname, "../../../..");
const FRONTEND = path.join(REPO_ROOT, "frontend");

/** The index.html template as the frontend's build writes it, without the browser's bundle (the server does not need it). */
const INDEX_TEMPLATE =
  '<!doctype html><html><head><script src="/color-scheme.js"></script><!--page-head--><!--shop-config--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/** The markup inside #root, where the rendered app is (the head also names the page, for search engines). */
function renderedApp(html: string): string {
  const match = /<div id="root">(.*)<\/div><script type="application\/json" id="apollo-state">/s.exec(html);
  if (!match?.[1]) throw new Error("no rendered app in the page");
  return match[1];
}

function apolloState(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no GraphQL state in the page");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

/** The catalogue's count line, as the page words it. */
function storiesFound(total: number): string {
  return `${total.toLocaleString("en-US")} stories found`;
}

describe("public storefront pages rendered on the server", () => {
  let gateway: TestGateway;
  let buildDir: string;
  let frontendDist: string;

  beforeAll(async () => {
    // The real storefront, built for the server into a scratch directory beside a scratch dist/.
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-ssr-"));
    frontendDist = path.join(buildDir, "dist");
    fs.mkdirSync(frontendDist);
    fs.writeFileSync(path.join(frontendDist, "index.html"), INDEX_TEMPLATE);
    execFileSync(path.join(REPO_ROOT, "node_modules/.bin/vite"), ["build", "--ssr", "src/entry-server.tsx", "--outDir", path.join(buildDir, "dist-server"), "--logLevel", "error"], {
      cwd: FRONTEND,
      // As `npm run build` runs it; vitest's NODE_ENV=test would make a development build.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    });
    gateway = await startTestGateway(sqlite!, { FRONTEND_DIST: frontendDist });
    await insertStories(gateway, CATALOGUE_FIXTURES);
  }, 180_000);
  afterAll(async () => {
    await gateway?.stop();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  async function page(pagePath: string) {
    const response = await fetch(`${gateway.baseUrl}${pagePath}`);
    return { status: response.status, cacheControl: response.headers.get("cache-control"), html: await response.text() };
  }

  it("sends a story page rendered, with its cover preloaded and the answers it was made from", async () => {
    const { status, html, cacheControl } = await page("/stories/s04");
    expect(status).toBe(200);
    expect(cacheControl).toBe("no-cache");
    const srcset = "/images/stories/small-covers/s04-cover.webp 720w, /images/stories/covers/s04-cover.webp 1200w";
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/);
    expect(preload?.slice(1, 3)).toEqual(["/images/stories/covers/s04-cover.webp", srcset]);
    const app = renderedApp(html);
    expect(app).toMatch(/<h1[^>]*>Dockside Cipher<\/h1>/);
    // The preload offers the same widths for the same layout as the page's <img>, so both pick the same file.
    const cover = app.match(/<img src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/);
    expect(cover?.slice(1)).toEqual(["/images/stories/covers/s04-cover.webp", srcset, preload?.[3]]);
    expect(app).toContain("Long text about Dockside Cipher.");
    // The page's head and its body come from the same story.
    expect(html).toContain("<title>Dockside Cipher · Cold Case Kits</title>");
    expect(apolloState(html)).toMatchObject({ "Story:s04": { title: "Dockside Cipher", coverImage: "/images/stories/covers/s04-cover.webp" } });
  });

  it("sends the catalogue with its first page of stories", async () => {
    const { status, html } = await page("/stories");
    expect(status).toBe(200);
    // The catalogue's first view: the most downloaded sixteen.
    const firstPage = await gateway.graphql<{ stories: { items: { title: string }[] } }>("query { stories(sort: DOWNLOADS, limit: 16) { items { title } } }");
    const titles = firstPage.data?.stories.items.map((story) => story.title) ?? [];
    expect(titles).toHaveLength(16);
    const app = renderedApp(html);
    for (const title of titles) expect(app).toContain(title);
    expect(app).toContain(storiesFound(CATALOGUE_FIXTURES.length));
    expect(Object.keys(apolloState(html).ROOT_QUERY as object)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^featuredStories\(/), expect.stringMatching(/^stories/)]),
    );
  });

  it("shows a catalogue write on the very next page", async () => {
    expect(renderedApp((await page("/stories")).html)).toContain(storiesFound(CATALOGUE_FIXTURES.length));
    await insertStories(gateway, [{ id: "fresh", title: "Freshly Written" }]);
    expect(renderedApp((await page("/stories")).html)).toContain(storiesFound(CATALOGUE_FIXTURES.length + 1));
  });

  it("carries no inline script: only JSON data and the shop's own script files", async () => {
    for (const pagePath of ["/stories", "/stories/s04", "/privacy"]) {
      const scripts = (await page(pagePath)).html.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag).toMatch(/type="application\/(json|ld\+json)"|src="\//);
    }
  });

  it("leaves a page to the browser when its allowance of renders at once is taken", async () => {
    const busy = await startTestGateway(sqlite!, { FRONTEND_DIST: frontendDist, SERVER_RENDERS_AT_ONCE: "0" });
    try {
      await insertStories(busy, CATALOGUE_FIXTURES);
      const response = await fetch(`${busy.baseUrl}/stories/s04`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain("<title>Dockside Cipher · Cold Case Kits</title>");
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="apollo-state"');
    } finally {
      await busy.stop();
    }
  });

  it.each(["/account", "/faq", "/custom"])("leaves %s to the browser: personal, or opened by what only the browser knows", async (pagePath) => {
    const { status, html } = await page(pagePath);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="apollo-state"');
  });
});
