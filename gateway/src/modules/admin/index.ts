import type { ModuleDescriptor } from "../../platform/module";
import type { OrdersService } from "../orders";
import type { StoriesService } from "../stories";
import type { UsersService } from "../users";
import { AdminResolver } from "./admin.resolver";
import { adminRouter } from "./admin.rest";
import { AdminService } from "./admin.service";

/** The operator's back office: the dashboard, for admins only. */
export const adminModule: ModuleDescriptor<AdminService, { users: UsersService; stories: StoriesService; orders: OrdersService }> = {
  name: "admin",
  entities: [],
  resolvers: [AdminResolver],
  create(_platform, { users, stories, orders }) {
    const admin = new AdminService(users, stories, orders);
    return {
      services: admin,
      resolvers: [new AdminResolver(admin)],
      routers: [{ mount: "api", router: adminRouter(admin) }],
    };
  },
};
