import type { AdminPart } from "./admin-part";
import { AdminOrderHistoryResolver, AdminOrderLineDetailsResolver } from "./admin-orders.resolver";

/**
 * Orders in the back office: the orders module lists them; this part adds what only the modules that deliver their
 * lines know (shipments, custom cases, what a line's details say), since those modules depend on orders and not the
 * other way round.
 */
export const adminOrdersPart: AdminPart = {
  resolverClasses: [AdminOrderHistoryResolver, AdminOrderLineDetailsResolver],
  create(_platform, { shipments, commissions }) {
    return {
      resolvers: [new AdminOrderHistoryResolver(), new AdminOrderLineDetailsResolver(new Map([...shipments.cartSummaries, ...commissions.cartSummaries]))],
      routers: [],
    };
  },
};
