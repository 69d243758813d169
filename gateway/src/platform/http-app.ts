import type { RequestListener } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import helmet from "helmet";
import type { DataSource } from "typeorm";
import { SeoService } from "../modules/seo/seo.service";
import { seoRouter } from "../modules/seo/seo.rest";
import { CatalogueCache } from "../modules/stories/catalogue-cache";
import { StoriesService } from "../modules/stories/stories.service";
import { AdminService } from "../modules/admin/admin.service";
import { adminRouter } from "../modules/admin/admin.rest";
import { UsersService } from "../modules/users/users.service";
import { usersRouter } from "../modules/users/users.rest";
import { authenticate } from "./authentication";
import { AccountsService } from "../modules/identity/accounts.service";
import { createEmbeddedProvider } from "../modules/identity/embedded-provider";
import { identityRouter } from "../modules/identity/identity.routes";
import { deleteExpiredRecords } from "../modules/identity/oidc-adapter";
import { SignInThrottle } from "../modules/identity/sign-in-throttle";
import { Mailer } from "./mailer";
import { storiesRouter } from "../modules/stories/stories.rest";
import type { ShopConfig } from "./config";
import { FileStore } from "./file-store";
import { createGraphqlEndpoint } from "./graphql-server";
import { logger } from "./logger";
import { isBeingCaptured, PublicResponseCache } from "./public-response-cache";
import { storefrontRouter, storyImagesRouter } from "./storefront";

export interface GatewayApp {
  app: Express;
  /** The request listener to serve: the app behind the public response cache. */
  handler: RequestListener;
  stop(): Promise<void>;
}

const PUBLIC_QUERY_FIELDS = new Set(["stories", "featuredStories", "story", "__typename"]);
const PUBLIC_GET_PREFIXES = ["/api-coldcase/stories"];

const handleRestError: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
  if (status === 401) {
    const headers = typeof error === "object" && error !== null && "headers" in error ? error.headers : undefined;
    if (typeof headers === "object" && headers !== null) res.set(headers as Record<string, string>);
    res.status(401).json({ error: "The access token is not valid", errorCode: "UNAUTHENTICATED" });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ error: status === 404 ? "Not found" : "Bad request", errorCode: status === 404 ? "NOT_FOUND" : "BAD_REQUEST" });
    return;
  }
  logger.error("http.unexpected_error", { method: req.method, url: req.originalUrl, error });
  res.status(500).json({ error: "Internal server error", errorCode: "INTERNAL_ERROR" });
};

async function createIdentity(config: ShopConfig, db: DataSource) {
  const mailer = new Mailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir });
  const accounts = new AccountsService(db, mailer, new SignInThrottle(), { publicUrl: config.publicUrl, autoVerifyEmail: config.autoVerifyEmail });
  const provider = await createEmbeddedProvider(
    {
      publicUrl: config.publicUrl,
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      emailClaim: config.auth.emailClaim,
      emailVerifiedClaim: config.auth.emailVerifiedClaim,
    },
    db,
    accounts,
  );
  await deleteExpiredRecords(db);
  // Expired sessions, codes and tokens are dropped hourly; the timer never keeps the process alive.
  setInterval(() => void deleteExpiredRecords(db).catch((error: unknown) => logger.error("identity.cleanup_failed", { error })), 60 * 60 * 1000).unref();
  return { provider, accounts };
}

export async function createGatewayApp(config: ShopConfig, db: DataSource): Promise<GatewayApp> {
  const stories = new StoriesService(db, new CatalogueCache(config.catalogueCacheTtlMs));
  const files = new FileStore(config.dataDir);
  const users = new UsersService(db, config.auth);
  const admin = new AdminService(db);
  const graphql = await createGraphqlEndpoint({ stories, users, admin });
  const authenticated = authenticate(config.auth, users);
  const identity = config.auth.provider === "embedded" ? await createIdentity(config, db) : null;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "default-src": ["'self'"],
          "img-src": ["'self'", "data:", "blob:"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "script-src": ["'self'"],
          "connect-src": ["'self'"],
          // Silent sign-in loads the provider's /authorize in a hidden frame of the shop itself.
          "frame-ancestors": ["'self'"],
          "upgrade-insecure-requests": config.production ? [] : null,
        },
      },
      strictTransportSecurity: config.production,
    }),
  );
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
  api.use(handleRestError);
  app.use("/api-coldcase", api);

  app.use("/images/stories", storyImagesRouter(files.storyImagesDir));
  const seo = new SeoService(stories, config.publicUrl);
  app.use(seoRouter(seo, config.publicUrl));
  app.use(storefrontRouter(config, seo));
  app.use(handleRestError);

  const responseCache = new PublicResponseCache({
    ttlMs: config.catalogueCacheTtlMs,
    publicQueryFields: PUBLIC_QUERY_FIELDS,
    publicGetPrefixes: PUBLIC_GET_PREFIXES,
  });
  return { app, handler: responseCache.wrap(app), stop: () => graphql.stop() };
}
