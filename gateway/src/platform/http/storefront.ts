import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import type { CacheGenerations } from "../caches/cache-generations";
import type { ShopConfig } from "../config";
import type { InProcessGraphql } from "../graphql/in-process-graphql";
import { logger } from "../logger";
import { type RequestContext, requestIdFrom } from "../request-context";
import { type PageRender, RenderedPageCache } from "./rendered-page-cache";
import { pageAssetTags } from "./storefront-assets";
import { loadStorefrontRenderer, type StorefrontRenderer } from "./storefront-renderer";
import { jsonForScript } from "./json-for-script";

/**
 * What a storefront URL answers with, for an anonymous visitor (pages are the same for everyone): its status, the page's
 * <head> tags (title, description, social, structured data, the lead image's preload), and whether the server renders it.
 */
export type PageHeadRenderer = (ctx: RequestContext, path: string) => Promise<{ status: number; headHtml: string; serverRendered: boolean }>;

/** What rendering pages on the server takes: the schema in-process, and the catalogue's generations to know when a kept page is stale. */
export interface ServerRendering {
  graphql: InProcessGraphql;
  generations: CacheGenerations;
  /** The data sets public pages are made of. */
  dataSets: readonly string[];
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const SHOP_CONFIG_PLACEHOLDER = "<!--shop-config-->";
const PAGE_HEAD_PLACEHOLDER = "<!--page-head-->";
const APP_HTML_PLACEHOLDER = "<!--app-html-->";
const APP_STATE_PLACEHOLDER = "<!--app-state-->";
/** Rendered pages kept in memory: a catalogue page with its data is about 150 kB. */
const RENDERED_PAGES_MAX_BYTES = 48 * 1024 * 1024;

/** The settings the browser app reads from the page; the server's render reads the same. */
function browserSettings(config: ShopConfig): Record<string, unknown> {
  return { ...config.storefront, auth: config.browserAuth };
}

/** Serialises runtime settings into the page as inert JSON (not a script), so a strict CSP still holds. */
function shopConfigTag(config: ShopConfig): string {
  return `<script type="application/json" id="shop-config">${jsonForScript(browserSettings(config))}</script>`;
}

/** Fills one placeholder; a function replacement, so `$` in story text is never read as a pattern. */
function fill(html: string, placeholder: string, content: string): string {
  return html.replace(placeholder, () => content);
}

/**
 * The built single-page app: hashed assets cached for a year; every other GET answered with
 * index.html carrying that page's title, description, social tags and structured data, and, for
 * the public pages, the page itself rendered on the server with the GraphQL answers it was made
 * from (inert JSON the browser's app starts from), so it paints before any script has run.
 */
export function storefrontRouter(config: ShopConfig, pageHead: PageHeadRenderer, rendering: ServerRendering | null = null): Router {
  const router = express.Router();
  const indexFile = path.join(config.frontendDist, "index.html");
  if (!fs.existsSync(indexFile)) {
    router.get("/{*path}", (_req, res) => {
      res.status(503).type("text").send("The storefront is not built yet: run `npm run build` at the repository root.");
    });
    return router;
  }
  const indexHtml = fill(fs.readFileSync(indexFile, "utf8"), SHOP_CONFIG_PLACEHOLDER, shopConfigTag(config));
  const renderer: Promise<StorefrontRenderer | null> = rendering
    ? loadStorefrontRenderer(config.frontendDist).catch((error: unknown) => {
        logger.error("storefront.server_bundle_unloadable", { error });
        return null;
      })
    : Promise.resolve(null);
  const assetTags = pageAssetTags(config.frontendDist);
  const pages = rendering
    ? new RenderedPageCache({ generations: rendering.generations, dataSets: rendering.dataSets, ttlMs: config.catalogueCacheTtlMs, maxBytes: RENDERED_PAGES_MAX_BYTES })
    : null;

  function shell(headHtml: string, appHtml = "", apolloStateJson: string | null = null): string {
    const state = apolloStateJson === null ? "" : `<script type="application/json" id="apollo-state">${apolloStateJson}</script>`;
    return fill(fill(fill(indexHtml, PAGE_HEAD_PLACEHOLDER, headHtml), APP_HTML_PLACEHOLDER, appHtml), APP_STATE_PLACEHOLDER, state);
  }

  let rendersInFlight = 0;

  async function renderStorefrontPage(ctx: RequestContext, pagePath: string, url: string): Promise<PageRender> {
    const head = await pageHead(ctx, pagePath);
    const app = head.serverRendered && rendering ? await renderer : null;
    // Each new URL is a render (a query string the page ignores still makes one): past the allowance, the visitor's
    // browser renders the page, so a flood of made-up URLs costs the gateway no more than its allowance of renders.
    if (!app || !rendering || rendersInFlight >= config.serverRendersAtOnce) return { page: { status: head.status, html: shell(head.headHtml) }, keep: false };
    rendersInFlight += 1;
    try {
      let answeredWithErrors = false;
      const rendered = await app.renderPage({
        url,
        shopConfig: browserSettings(config),
        executeGraphql: async (operation) => {
          const answer = await rendering.graphql(ctx, operation);
          if (answer.errors?.length) {
            answeredWithErrors = true;
            logger.warn("storefront.render_query_failed", { requestId: ctx.requestId, url, operation: operation.operationName, errors: answer.errors.map((error) => error.message) });
          }
          return answer;
        },
      });
      // A failed query would show as a failed load the browser's app could not take over (the state has no
      // answer for it): the browser loads the page itself instead, and nothing is kept.
      if (answeredWithErrors) return { page: { status: head.status, html: shell(head.headHtml) }, keep: false };
      const headHtml = [head.headHtml, assetTags(rendered.pageModule)].filter((tags) => tags !== "").join("\n    ");
      return { page: { status: head.status, html: shell(headHtml, rendered.appHtml, rendered.apolloStateJson) }, keep: true };
    } catch (error) {
      // The browser's app renders the page itself, as it does for pages the server leaves to it.
      logger.error("storefront.render_failed", { requestId: ctx.requestId, url, error });
      return { page: { status: head.status, html: shell(head.headHtml) }, keep: false };
    } finally {
      rendersInFlight -= 1;
    }
  }

  router.use(
    "/assets",
    express.static(path.join(config.frontendDist, "assets"), { fallthrough: false, immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 }),
  );
  // index.html is a template: it is only ever sent filled in, by the handler below.
  router.get("/index.html", (_req, res) => res.redirect(301, "/"));
  router.use(express.static(config.frontendDist, { index: false, maxAge: 24 * 60 * 60 * 1000 }));
  router.get("/{*path}", async (req, res) => {
    const ctx: RequestContext = { requestId: requestIdFrom(req.headers["x-request-id"]), viewer: null };
    const render = () => renderStorefrontPage(ctx, req.path, req.originalUrl);
    const page = pages ? await pages.getOrRender(req.originalUrl, render) : (await render()).page;
    // Pages change with the catalogue: browsers revalidate every time.
    res.status(page.status).set("Cache-Control", "no-cache").type("html").send(page.html);
  });
  return router;
}
