import type { ModuleRouter, PlatformServices } from "../../platform/module";
import type { CommissionsServices } from "../commissions";
import type { CreditsServices } from "../credits";
import type { LibraryServices } from "../library";
import type { OrdersServices } from "../orders";
import type { ShipmentsServices } from "../shipments";
import type { StoriesService } from "../stories";
import type { UsersService } from "../users";

/** The services of other modules the back office reads and acts through. */
export interface AdminDependencies {
  users: UsersService;
  stories: StoriesService;
  orders: OrdersServices;
  library: LibraryServices;
  credits: CreditsServices;
  shipments: ShipmentsServices;
  commissions: CommissionsServices;
}

/** One area of the back office (dashboard, stories, users): its resolvers and REST routes. */
export interface AdminPart {
  readonly resolverClasses: readonly Function[];
  create(platform: PlatformServices, dependencies: AdminDependencies): { resolvers: readonly object[]; routers: readonly ModuleRouter[] };
}
