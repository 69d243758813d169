import type { ModuleDescriptor } from "../../platform/module";
import type { AdminDependencies } from "./admin-part";
import { AdminResolver } from "./admin.resolver";
import { adminRouter } from "./admin.rest";
import { AdminService } from "./admin.service";
import { adminStoriesPart } from "./admin-stories";
import { adminUsersPart } from "./admin-users";
import { adminOrdersPart } from "./admin-orders";

export type { AdminDependencies } from "./admin-part";

const PARTS = [adminStoriesPart, adminUsersPart, adminOrdersPart] as const;

/** The operator's back office: the dashboard, Story Management and User Management, for admins only. */
export const adminModule: ModuleDescriptor<AdminService, AdminDependencies> = {
  name: "admin",
  entities: [],
  resolvers: [AdminResolver, ...PARTS.flatMap((part) => part.resolverClasses)],
  create(platform, dependencies) {
    const admin = new AdminService(dependencies, platform.clock);
    const parts = PARTS.map((part) => part.create(platform, dependencies));
    return {
      services: admin,
      resolvers: [new AdminResolver(admin), ...parts.flatMap((part) => part.resolvers)],
      routers: [{ mount: "api", router: adminRouter(admin) }, ...parts.flatMap((part) => part.routers)],
    };
  },
};
