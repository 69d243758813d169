import type { AdminPart } from "./admin-part";

/** User Management: customers, their libraries, credits and sponsorships, and the admin role. */
export const adminUsersPart: AdminPart = {
  resolverClasses: [],
  create() {
    return { resolvers: [], routers: [] };
  },
};
