import type { AdminPart } from "./admin-part";
import { AdminUsersResolver } from "./admin-users.resolver";
import { adminUsersRouter } from "./admin-users.rest";
import { AdminUsersService } from "./admin-users.service";

/** User Management: customers, their libraries, credits and sponsorships, and the admin role. */
export const adminUsersPart: AdminPart = {
  resolverClasses: [AdminUsersResolver],
  create(_platform, { users, credits, library }) {
    const adminUsers = new AdminUsersService(users, credits, library.library);
    return {
      resolvers: [new AdminUsersResolver(adminUsers)],
      routers: [{ mount: "api", router: adminUsersRouter(adminUsers, credits) }],
    };
  },
};
