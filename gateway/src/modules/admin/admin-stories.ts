import type { AdminPart } from "./admin-part";

/** Story Management: the catalogue's stories with their sales, created and edited with their files. */
export const adminStoriesPart: AdminPart = {
  resolverClasses: [],
  create() {
    return { resolvers: [], routers: [] };
  },
};
