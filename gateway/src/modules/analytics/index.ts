import type { ModuleDescriptor } from "../../platform/module";
import type { OrderFunnelFacts } from "../orders";
import type { StoriesService } from "../stories";
import { AnalyticsEvent } from "./analytics-event.entity";
import { AnalyticsReports } from "./analytics-report";
import { AnalyticsSession } from "./analytics-session.entity";
import { AnalyticsSessions } from "./analytics-sessions";
import { AnalyticsResolver } from "./analytics.resolver";
import { analyticsRouter } from "./analytics.rest";
import { EventIngestion } from "./event-ingestion";
import { EVENTS_PATH, eventsRouter } from "./events.router";
import { webHostOf } from "./referrer";
import { StoryCatalogue } from "./story-catalogue";

export interface AnalyticsDependencies {
  stories: StoriesService;
  funnelFacts: OrderFunnelFacts;
}

export interface AnalyticsServices {
  ingestion: EventIngestion;
  reports: AnalyticsReports;
  sessions: AnalyticsSessions;
}

/** The storefront's behavioural events, stored per session, and the funnels computed from them and the shop's orders. */
export const analyticsModule: ModuleDescriptor<AnalyticsServices, AnalyticsDependencies> = {
  name: "analytics",
  entities: [AnalyticsSession, AnalyticsEvent],
  resolvers: [AnalyticsResolver],
  create({ config, uow, clock, rateLimits }, { stories, funnelFacts }) {
    const catalogue = new StoryCatalogue(uow);
    const ingestion = new EventIngestion(uow, catalogue, clock, webHostOf(config.publicUrl));
    const reports = new AnalyticsReports(uow, stories, catalogue, funnelFacts);
    const sessions = new AnalyticsSessions(uow);
    const limits = {
      perSession: rateLimits.limit("event-batches-session", config.rateLimits.eventBatchesPerSessionPerMinute),
      perAddress: rateLimits.limit("event-batches-address", config.rateLimits.eventBatchesPerAddressPerMinute),
    };
    return {
      services: { ingestion, reports, sessions },
      resolvers: [new AnalyticsResolver(reports, sessions)],
      routers: [
        { mount: "api", router: eventsRouter(ingestion, limits) },
        { mount: "api", router: analyticsRouter(reports, sessions, clock) },
      ],
      ownRateLimitedApiPaths: [EVENTS_PATH],
    };
  },
};
