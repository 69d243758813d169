import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ExecutionResult } from "graphql";
import type { GraphqlOperation } from "../graphql/in-process-graphql";
import { logger } from "../logger";

/** What the storefront's server bundle (frontend/src/entry-server.tsx) takes to render one page. */
export interface PageRenderRequest {
  /** Path and query string. */
  url: string;
  /** The settings the page also carries for the browser. */
  shopConfig: unknown;
  executeGraphql(operation: GraphqlOperation): Promise<ExecutionResult>;
}

/** The page's markup inside #root, and the GraphQL answers it was made from (JSON safe inside a script element). */
export interface RenderedPage {
  appHtml: string;
  apolloStateJson: string;
  /** The code-split page module rendered, as the browser build's manifest names it. */
  pageModule: string | null;
}

export interface StorefrontRenderer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}

/** Where `vite build --ssr` puts the server bundle: beside the browser's dist/. */
export function serverBundlePath(frontendDist: string): string {
  return path.join(path.dirname(frontendDist), "dist-server", "entry-server.mjs");
}

function isStorefrontRenderer(value: unknown): value is StorefrontRenderer {
  return typeof value === "object" && value !== null && "renderPage" in value && typeof value.renderPage === "function";
}

/**
 * Loads the storefront's server bundle, built with the frontend, at run time: the gateway never
 * compiles frontend code. Null when it is not built (a gateway run without the storefront's build),
 * and the storefront is then sent as the bare app shell, rendered in the browser.
 */
export async function loadStorefrontRenderer(frontendDist: string): Promise<StorefrontRenderer | null> {
  const bundle = serverBundlePath(frontendDist);
  if (!fs.existsSync(bundle)) return null;
  // An ES module: only import() loads it from this CommonJS build (tsc keeps import() under Node16 modules).
  const loaded: unknown = await import(pathToFileURL(bundle).href);
  if (isStorefrontRenderer(loaded)) return loaded;
  logger.warn("storefront.server_bundle_invalid", { bundle });
  return null;
}
