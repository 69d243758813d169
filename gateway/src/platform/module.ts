import type { Router } from "express";
import type { DataSource } from "typeorm";
import type { CacheGenerations } from "./caches/cache-generations";
import type { Clock } from "./clock";
import type { ShopConfig } from "./config";
import type { UnitOfWork } from "./database/unit-of-work";
import type { FileStore } from "./file-store";
import type { RequestLoaders } from "./graphql/graphql-context";
import type { ApiReadRoute } from "./http/read-route";
import type { Mailer } from "./mailer";
import type { Outbox, OutboxHandler } from "./outbox/outbox";
import type { RateLimitStore } from "./rate-limit-store";
import type { RequestContext } from "./request-context";
import type { LinkSigner } from "./signing/link-signer";

/** What the platform hands every module's factory. */
export interface PlatformServices {
  readonly config: ShopConfig;
  readonly db: DataSource;
  readonly uow: UnitOfWork;
  readonly generations: CacheGenerations;
  readonly files: FileStore;
  readonly mailer: Mailer;
  /** Where side effects are written, in the transaction of the change that causes them. */
  readonly outbox: Outbox;
  /** Signs download links, order links and the sandbox's webhooks with the shop's secret. */
  readonly signer: LinkSigner;
  /** The time services go by: the system's, or a test's. */
  readonly clock: Clock;
  /** Builds rate limits, shared by every gateway when Redis is configured. */
  readonly rateLimits: RateLimitStore;
}

/** A router and where it lives: under the REST façade `/api-coldcase`, or at the shop's root. */
export interface ModuleRouter {
  readonly mount: "api" | "root";
  /** Parses its own bodies: a webhook needs the raw bytes its signature covers. */
  readonly router: Router;
}

/** What a module's factory returns: its services and everything the app wires into HTTP and GraphQL. */
export interface ModuleInstance<Services> {
  readonly services: Services;
  /** Instances of the descriptor's resolver classes, built with the module's services. */
  readonly resolvers?: readonly object[];
  readonly routers?: readonly ModuleRouter[];
  /** REST GETs of its `api` routers that the lane for read routes may also answer, ahead of the app. */
  readonly readRoutes?: readonly ApiReadRoute[];
  readonly loaders?: (ctx: RequestContext) => Partial<RequestLoaders>;
  /** Root query fields and REST path prefixes whose answers are the same for every anonymous visitor. */
  readonly publicQueryFields?: readonly string[];
  readonly publicGetPrefixes?: readonly string[];
  /** Data sets (as bumped in `CacheGenerations`) those public answers are made of. */
  readonly publicDataSets?: readonly string[];
  /** Paths of its `api` routers whose writes count against limits of their own, not the shop-wide one for writes. */
  readonly ownRateLimitedApiPaths?: readonly string[];
  /**
   * Outbox topics this module delivers, each topic owned by one module. Delivery is at least once, so a
   * handler must be idempotent on the message key.
   */
  readonly outboxHandlers?: Readonly<Record<string, OutboxHandler>>;
  /** Background work (timers), started once the gateway is built; composing modules alone never starts it. */
  start?(): void;
  stop?(): Promise<void>;
}

/** type-graphql and TypeORM identify resolvers and entities by their classes. */
type Class = Function;

/** One domain of the shop, as the app composes it. */
export interface ModuleDescriptor<Services, Dependencies extends object = Record<never, never>> {
  readonly name: string;
  readonly entities: readonly Class[];
  readonly resolvers: readonly Class[];
  create(platform: PlatformServices, dependencies: Dependencies): ModuleInstance<Services> | Promise<ModuleInstance<Services>>;
}
