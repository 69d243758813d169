import type { RequestListener } from "node:http";
import type { DataSource } from "typeorm";
import { PublicResponseCache } from "../platform/caches/public-response-cache";
import { publicGetCaching } from "../platform/caches/http-caching";
import { graphqlHttpCachingPlugin } from "../platform/caches/http-caching-plugin";
import { PersistedQueryStore } from "../platform/graphql/persisted-queries";
import type { ShopConfig } from "../platform/config";
import type { RequestLoaders } from "../platform/graphql/graphql-context";
import { openSqliteReadConnection } from "../platform/database/data-source";
import { createGraphqlEndpoint } from "../platform/graphql/graphql-server";
import { createInProcessGraphql } from "../platform/graphql/in-process-graphql";
import { mutationRateLimitPlugin } from "../platform/graphql/mutation-rate-limit";
import { VerifiedTokens } from "../platform/caches/verified-tokens";
import { KnownQueryLane } from "../platform/graphql/known-query-lane";
import { authenticate, credentialsWithoutVerifying, type ViewerResolver } from "../platform/http/authentication";
import { API_MOUNT, clientIpReader, createHttpApp } from "../platform/http/http-app";
import { ReadRouteLane } from "../platform/http/read-route-lane";
import { securityHeaderValues } from "../platform/http/security-headers";
import { limitWrites } from "../platform/http/rate-limited";
import type { Clock } from "../platform/clock";
import type { ModuleInstance, PlatformServices } from "../platform/module";
import type { OutboxHandler } from "../platform/outbox/outbox";
import { OutboxWorker } from "../platform/outbox/outbox-worker";
import type { RequestContext } from "../platform/request-context";
import { DATABASE_SCHEMA } from "./database-schema";
import storefrontOperations from "./persisted-query-manifest.json";
import { composeModules, type ShopModules } from "./modules";
import { createPlatformServices } from "./platform-services";
import { buildShopSchema } from "./schema";

export interface Gateway {
  /** The request listener to serve: the app behind the lanes for read routes and known queries, behind the public response cache. */
  handler: RequestListener;
  platform: PlatformServices;
  modules: ShopModules;
  /** Answers the queries /graphql has answered before, ahead of the app. */
  knownQueries: KnownQueryLane;
  /** Answers the REST façade's read routes, ahead of the app. */
  readRoutes: ReadRouteLane;
  /** Delivers the outbox's messages with the handlers of every module. */
  outboxWorker: OutboxWorker;
  stop(): Promise<void>;
}

/** The composition root: the platform's services, every module, and the HTTP app and GraphQL schema made of them. */
export interface GatewayOptions {
  /** The time the shop goes by; the system clock unless a test moves its own. */
  clock?: Clock;
}

export async function createGateway(config: ShopConfig, db: DataSource, options: GatewayOptions = {}): Promise<Gateway> {
  const reads = config.database.dialect === "sqlite" ? await openSqliteReadConnection(config.database, DATABASE_SCHEMA) : db;
  const platform = createPlatformServices(config, db, reads, options.clock);
  await platform.generations.start();
  const modules = await composeModules(platform);
  const { all } = modules;
  const outboxWorker = new OutboxWorker({ uow: platform.uow, outbox: platform.outbox, handlers: outboxHandlers(all) });

  // One allowance for GraphQL mutations and REST writes alike: a caller cannot double it by switching between them.
  const writes = platform.rateLimits.limit("mutations", config.rateLimits.mutationsPerMinute);
  const publicQueryFields = new Set(["__typename", ...all.flatMap((module) => module.publicQueryFields ?? [])]);
  const publicGetPrefixes = all.flatMap((module) => module.publicGetPrefixes ?? []);
  // The storefront's operations (written by `npm run codegen`), known by hash from the start.
  const persistedQueries = new PersistedQueryStore(storefrontOperations);
  const schema = await buildShopSchema(all);
  const loaders = (ctx: RequestContext) => Object.assign({}, ...all.map((module) => module.loaders?.(ctx) ?? {})) as RequestLoaders;
  const graphql = await createGraphqlEndpoint({
    schema,
    loaders,
    plugins: [mutationRateLimitPlugin(writes), graphqlHttpCachingPlugin({ publicQueryFields, ttlMs: config.catalogueCacheTtlMs })],
    persistedQueries: persistedQueries.apolloOption(),
  });
  const resolveViewer: ViewerResolver = (identity) => modules.users.services.syncFromIdentity(identity);
  // One memory of verified tokens for the app and the lane: a token the app verified is not checked again by either.
  const verifiedTokens = new VerifiedTokens();
  const routersAt = (mount: "api" | "root") => all.flatMap((module) => (module.routers ?? []).filter((router) => router.mount === mount).map((router) => router.router));
  const app = createHttpApp({
    config,
    authenticate: authenticate(config.auth, resolveViewer, config.publicUrl.startsWith("https:"), verifiedTokens),
    graphql: graphql.handler,
    apiRouters: [publicGetCaching(publicGetPrefixes, config.catalogueCacheTtlMs), ...routersAt("api")],
    limitApiWrites: limitWrites(writes, all.flatMap((module) => module.ownRateLimitedApiPaths ?? [])),
    rootRouters: routersAt("root"),
    pageHead: modules.seo.services.pageHead,
    serverRendering: {
      graphql: createInProcessGraphql(schema, loaders),
      generations: platform.generations,
      dataSets: [...new Set(all.flatMap((module) => module.publicDataSets ?? []))],
    },
  });

  const responseCache = new PublicResponseCache({
    ttlMs: config.catalogueCacheTtlMs,
    generations: platform.generations,
    dataSets: [...new Set(all.flatMap((module) => module.publicDataSets ?? []))],
    publicQueryFields,
    publicGetPrefixes,
    persistedQueries,
  });
  const credentials = credentialsWithoutVerifying(config.auth, { resolveViewer, readGenerations: () => platform.generations.refresh() }, verifiedTokens);
  const clientIpOf = clientIpReader(app);
  const headers = securityHeaderValues(config);
  const knownQueries = new KnownQueryLane({ schema, loaders, credentials, clientIpOf, persistedQueries, publicQueryFields, ttlMs: config.catalogueCacheTtlMs, headers });
  const readRoutes = new ReadRouteLane({
    mount: API_MOUNT,
    routes: all.flatMap((module) => module.readRoutes ?? []),
    credentials,
    clientIpOf,
    publicGetPrefixes,
    ttlMs: config.catalogueCacheTtlMs,
    headers,
  });
  outboxWorker.start();
  for (const module of all) module.start?.();
  return {
    handler: responseCache.wrap(knownQueries.wrap(readRoutes.wrap(app))),
    platform,
    modules,
    knownQueries,
    readRoutes,
    outboxWorker,
    async stop() {
      // First, so no delivery is left running against services that are going away.
      await outboxWorker.stop();
      await platform.generations.stop();
      await graphql.stop();
      for (const module of all) await module.stop?.();
      if (reads !== db) await reads.destroy();
      platform.rateLimits.close();
    },
  };
}

/** One handler per topic across all modules: two would deliver every message of the topic twice. */
function outboxHandlers(modules: readonly ModuleInstance<unknown>[]): ReadonlyMap<string, OutboxHandler> {
  const handlers = new Map<string, OutboxHandler>();
  for (const module of modules) {
    for (const [topic, handler] of Object.entries(module.outboxHandlers ?? {})) {
      if (handlers.has(topic)) throw new Error(`Outbox topic "${topic}" has a handler in two modules`);
      handlers.set(topic, handler);
    }
  }
  return handlers;
}
