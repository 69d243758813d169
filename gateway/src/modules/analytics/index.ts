import type { ModuleDescriptor } from "../../platform/module";
import type { OrdersServices } from "../orders";
import type { StoriesService } from "../stories";

export interface AnalyticsDependencies {
  stories: StoriesService;
  orders: OrdersServices;
}

/** The storefront's behavioural events, stored per session, and the funnels computed from them and the shop's orders. */
export const analyticsModule: ModuleDescriptor<null, AnalyticsDependencies> = {
  name: "analytics",
  entities: [],
  resolvers: [],
  create() {
    return { services: null };
  },
};
