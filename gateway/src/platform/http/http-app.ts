import type { IncomingMessage } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from "express";
import type { ShopConfig } from "../config";
import proxyaddr from "proxy-addr";
import { handleHttpError, sendNotFound } from "../errors/http-errors";
import { isBeingCaptured } from "../caches/public-response-cache";
import { securityHeaders } from "./security-headers";
import { type PageHeadRenderer, type ServerRendering, storefrontRouter } from "./storefront";

/** Where the REST façade lives. */
export const API_MOUNT = "/api-coldcase";

export interface HttpAppParts {
  config: ShopConfig;
  /** Validates credentials and gives each /graphql and /api-coldcase request its context. */
  authenticate: RequestHandler[];
  graphql: (RequestHandler | ErrorRequestHandler)[];
  /** Mounted under /api-coldcase, behind `authenticate`; each parses its own bodies. */
  apiRouters: readonly Router[];
  /** Counts the REST writes under /api-coldcase against the caller's rate limit, before any router reads a body. */
  limitApiWrites?: RequestHandler;
  /** Mounted at the shop's root before the storefront: identity screens, SEO files, images. */
  rootRouters: readonly Router[];
  pageHead: PageHeadRenderer;
  /** Renders the public storefront pages on the server; without it, the browser renders every page. */
  serverRendering?: ServerRendering;
}

/** The shop's HTTP surface, in the order requests must meet it. */
export function createHttpApp(parts: HttpAppParts): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parts.config.trustProxy);
  app.use(securityHeaders(parts.config));
  app.use(compression({ filter: (req, res) => !isBeingCaptured(req) && compression.filter(req, res) }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/graphql", ...parts.authenticate, ...parts.graphql);

  const api = express.Router();
  api.use(...parts.authenticate);
  if (parts.limitApiWrites) api.use(parts.limitApiWrites);
  for (const router of parts.apiRouters) api.use(router);
  api.use((_req, res) => sendNotFound(res));
  api.use(handleHttpError);
  app.use(API_MOUNT, api);

  for (const router of parts.rootRouters) app.use(router);
  app.use(storefrontRouter(parts.config, parts.pageHead, parts.serverRendering ?? null));
  app.use(handleHttpError);
  return app;
}

type ProxyTrust = Parameters<typeof proxyaddr>[1];

/** The client's address as `app` gives it as `req.ip`: through the proxies its `trust proxy` setting names. */
export function clientIpReader(app: Express): (req: IncomingMessage) => string {
  const trust: unknown = app.get("trust proxy fn");
  if (typeof trust !== "function") throw new Error("The app has no compiled 'trust proxy' setting");
  return (req) => proxyaddr(req, trust as ProxyTrust);
}
