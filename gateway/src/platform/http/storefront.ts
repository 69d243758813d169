import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import type { ShopConfig } from "../config";
import { type RequestContext, requestIdFrom } from "../request-context";

/** What a storefront URL answers with, for an anonymous visitor (pages are the same for everyone): its status and the page's <head> tags (title, description, social, structured data). */
export type PageHeadRenderer = (ctx: RequestContext, path: string) => Promise<{ status: number; headHtml: string }>;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const SHOP_CONFIG_PLACEHOLDER = "<!--shop-config-->";
const PAGE_HEAD_PLACEHOLDER = "<!--page-head-->";

/** Serialises runtime settings into the page as inert JSON (not a script), so a strict CSP still holds. */
function shopConfigTag(config: ShopConfig): string {
  const json = JSON.stringify({ ...config.storefront, auth: config.browserAuth }).replace(/</g, "\\u003c");
  return `<script type="application/json" id="shop-config">${json}</script>`;
}

/**
 * The built single-page app: hashed assets cached for a year; every other GET answered with
 * index.html carrying that page's title, description, social tags and structured data.
 */
export function storefrontRouter(config: ShopConfig, pageHead: PageHeadRenderer): Router {
  const router = express.Router();
  const indexFile = path.join(config.frontendDist, "index.html");
  if (!fs.existsSync(indexFile)) {
    router.get("/{*path}", (_req, res) => {
      res.status(503).type("text").send("The storefront is not built yet: run `npm run build` at the repository root.");
    });
    return router;
  }
  const indexHtml = fs.readFileSync(indexFile, "utf8").replace(SHOP_CONFIG_PLACEHOLDER, shopConfigTag(config));

  router.use(
    "/assets",
    express.static(path.join(config.frontendDist, "assets"), { fallthrough: false, immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 }),
  );
  // index.html is a template: it is only ever sent filled in, by the handler below.
  router.get("/index.html", (_req, res) => res.redirect(301, "/"));
  router.use(express.static(config.frontendDist, { index: false, maxAge: 24 * 60 * 60 * 1000 }));
  router.get("/{*path}", async (req, res) => {
    const page = await pageHead({ requestId: requestIdFrom(req.headers["x-request-id"]), viewer: null }, req.path);
    res
      .status(page.status)
      .set("Cache-Control", "no-cache")
      .type("html")
      .send(indexHtml.replace(PAGE_HEAD_PLACEHOLDER, page.headHtml));
  });
  return router;
}
