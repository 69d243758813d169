import { Router } from "express";
import { requestIdFrom } from "../../platform/request-context";
import type { SeoService } from "./seo.service";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** /sitemap.xml and /robots.txt for search engines. */
export function seoRouter(seo: SeoService, publicUrl: string): Router {
  const router = Router();

  router.get("/sitemap.xml", async (req, res) => {
    const urls = await seo.sitemapUrls({ requestId: requestIdFrom(req.headers["x-request-id"]), viewer: null });
    const entries = urls.map(
      (url) =>
        `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastModified ? `<lastmod>${url.lastModified}</lastmod>` : ""}</url>`,
    );
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=3600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`);
  });

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=86400")
      .send(
        ["User-agent: *", "Allow: /", "Disallow: /api-coldcase/", "Disallow: /graphql", "Disallow: /account", "Disallow: /admin", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n"),
      );
  });

  return router;
}
