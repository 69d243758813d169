import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStories } from "../../test-support/story-fixtures";
import { testDatabaseKinds } from "../../test-support/test-databases";
import { startTestGateway, type TestGateway } from "../../test-support/test-gateway";
import { CATALOGUE_FIXTURES } from "../stories/stories.test-fixtures";

const [sqlite] = testDatabaseKinds();
const PUBLIC_URL = "https://shop.example.test";

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no JSON-LD in the page");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("pages as search engines and link previews see them", () => {
  let gateway: TestGateway;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), "coldcase-dist-"));
    fs.writeFileSync(
      path.join(frontendDist, "index.html"),
      "<!doctype html><html><head><!--page-head--><!--shop-config--></head><body><div id=root></div></body></html>",
    );
    gateway = await startTestGateway(sqlite!, { FRONTEND_DIST: frontendDist, PUBLIC_URL });
    await insertStories(gateway, [
      ...CATALOGUE_FIXTURES,
      { id: "quotes", title: 'The "Best" <Case> & More', shortDescription: "Tags </script> are text here." },
    ]);
  });
  afterAll(async () => {
    await gateway.stop();
    fs.rmSync(frontendDist, { recursive: true, force: true });
  });

  async function page(pagePath: string) {
    const response = await fetch(`${gateway.baseUrl}${pagePath}`);
    return { status: response.status, html: await response.text() };
  }

  it("serves a story page with its own title, description, canonical URL, social tags and Product data", async () => {
    const { status, html } = await page("/stories/s04");
    expect(status).toBe(200);
    expect(html).toContain("<title>Dockside Cipher · Cold Case Kits</title>");
    expect(html).toContain('<meta name="description" content="A short blurb for Dockside Cipher." />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/stories/s04" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/images/stories/covers/s04-cover.webp" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<script type="application/json" id="shop-config">');
    expect(jsonLd(html)).toMatchObject({
      "@type": "Product",
      name: "Dockside Cipher",
      sku: "kit-s04",
      offers: { price: "14.95", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
  });

  it("marks a coming-soon story as not yet available", async () => {
    expect(jsonLd((await page("/stories/s30")).html)).toMatchObject({ offers: { availability: "https://schema.org/PreOrder" } });
  });

  it("escapes story text in tags and structured data", async () => {
    const { html } = await page("/stories/quotes");
    expect(html).toContain("<title>The &#34;Best&#34; &#60;Case&#62; &#38; More · Cold Case Kits</title>");
    expect(html).not.toContain("</script> are text");
    expect(jsonLd(html)).toMatchObject({ name: 'The "Best" <Case> & More' });
  });

  it("answers 404 with noindex for a missing story or an unknown page", async () => {
    for (const missing of ["/stories/no-such-story", "/no-such-page"]) {
      const { status, html } = await page(missing);
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it.each([
    ["/stories", "Browse Stories"],
    ["/faq", "Frequently Asked Questions"],
    ["/custom", "Create Custom Mystery"],
    ["/terms", "Terms of Service"],
  ])("gives the fixed page %s its title", async (pagePath, title) => {
    const { status, html } = await page(pagePath);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${title} · Cold Case Kits</title>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${pagePath}" />`);
  });

  it.each([
    ["/admin/analytics", "Analytics Dashboard"],
    ["/admin/users/42", "User Management"],
    ["/admin/orders/a1b2c3", "Orders"],
  ])("answers the back-office page %s without letting it be indexed", async (pagePath, title) => {
    const { status, html } = await page(pagePath);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${title} · Cold Case Kits</title>`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it("never sends the index.html template unfilled", async () => {
    const response = await fetch(`${gateway.baseUrl}/index.html`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/");
  });

  it("lists every page and every story in the sitemap", async () => {
    const response = await fetch(`${gateway.baseUrl}/sitemap.xml`);
    const xml = await response.text();
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    for (const fixture of CATALOGUE_FIXTURES) expect(xml).toContain(`<loc>${PUBLIC_URL}/stories/${fixture.id}</loc>`);
    for (const pagePath of ["/stories", "/custom", "/faq", "/survey", "/portfolio", "/privacy", "/refund", "/terms", "/disclaimer"]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${pagePath}</loc>`);
    }
  });

  it("points crawlers at the sitemap and away from the API", async () => {
    const robots = await (await fetch(`${gateway.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api-coldcase/");
  });
});
