import type { RequestListener } from "node:http";
import compression from "compression";
import express, { type Express } from "express";
import type { DataSource } from "typeorm";
import { adminRouter } from "../modules/admin/admin.rest";
import { AdminService } from "../modules/admin/admin.service";
import { createIdentity } from "../modules/identity/create-identity";
import { identityRouter } from "../modules/identity/identity.routes";
import { seoRouter } from "../modules/seo/seo.rest";
import { SeoService } from "../modules/seo/seo.service";
import { CatalogueCache } from "../modules/stories/catalogue-cache";
import { storiesRouter } from "../modules/stories/stories.rest";
import { StoriesService } from "../modules/stories/stories.service";
import { usersRouter } from "../modules/users/users.rest";
import { UsersService } from "../modules/users/users.service";
import { authenticate } from "./authentication";
import type { ShopConfig } from "./config";
import { FileStore } from "./file-store";
import { createGraphqlEndpoint } from "./graphql-server";
import { handleHttpError } from "./http-errors";
import { isBeingCaptured, PublicResponseCache } from "./public-response-cache";
import { securityHeaders } from "./security-headers";
import { storefrontRouter, storyImagesRouter } from "./storefront";

export interface GatewayApp {
  app: Express;
  /** The request listener to serve: the app behind the public response cache. */
  handler: RequestListener;
  stop(): Promise<void>;
}

const PUBLIC_QUERY_FIELDS = new Set(["stories", "featuredStories", "story", "__typename"]);
const PUBLIC_GET_PREFIXES = ["/api-coldcase/stories"];

export async function createGatewayApp(config: ShopConfig, db: DataSource): Promise<GatewayApp> {
  const stories = new StoriesService(db, new CatalogueCache(config.catalogueCacheTtlMs));
  const users = new UsersService(db, config.auth);
  const admin = new AdminService(db);
  const seo = new SeoService(stories, config.publicUrl);
  const graphql = await createGraphqlEndpoint({ stories, users, admin });
  const authenticated = authenticate(config.auth, users);
  const identity = config.auth.provider === "embedded" ? await createIdentity(config, db) : null;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders(config.production));
  app.use(compression({ filter: (req, res) => !isBeingCaptured(req) && compression.filter(req, res) }));

  if (identity) app.use(identityRouter(identity.provider, identity.accounts));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/graphql", ...authenticated, ...graphql.handler);

  const api = express.Router();
  api.use(...authenticated);
  api.use(express.json({ limit: "20kb" }));
  api.use(storiesRouter(stories));
  api.use(usersRouter(users));
  api.use(adminRouter(admin));
  api.use((_req, res) => {
    res.status(404).json({ error: "Not found", errorCode: "NOT_FOUND" });
  });
  api.use(handleHttpError);
  app.use("/api-coldcase", api);

  app.use("/images/stories", storyImagesRouter(new FileStore(config.dataDir).storyImagesDir));
  app.use(seoRouter(seo, config.publicUrl));
  app.use(storefrontRouter(config, seo));
  app.use(handleHttpError);

  const responseCache = new PublicResponseCache({
    ttlMs: config.catalogueCacheTtlMs,
    publicQueryFields: PUBLIC_QUERY_FIELDS,
    publicGetPrefixes: PUBLIC_GET_PREFIXES,
  });
  return { app, handler: responseCache.wrap(app), stop: () => graphql.stop() };
}
