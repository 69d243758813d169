import type { ModuleInstance, PlatformServices } from "../platform/module";
import { accountModule } from "../modules/account";
import { adminModule } from "../modules/admin";
import { analyticsModule } from "../modules/analytics";
import { type CartService, cartModule } from "../modules/cart";
import { commissionsModule } from "../modules/commissions";
import { creditsModule, type CreditsServices } from "../modules/credits";
import { identityModule } from "../modules/identity";
import { libraryModule, type LibraryServices } from "../modules/library";
import { BUILT_IN_KINDS, type LineKindHandler, ordersModule, type OrdersServices } from "../modules/orders";
import { ProductKind, productsModule } from "../modules/products";
import { seoModule, type SeoServices } from "../modules/seo";
import { shipmentsModule } from "../modules/shipments";
import { type StoriesService, storiesModule } from "../modules/stories";
import { type UsersService, usersModule } from "../modules/users";

/** Every domain of the shop; their entities make the database and their resolvers the schema. */
export const MODULES = [
  usersModule,
  storiesModule,
  productsModule,
  libraryModule,
  creditsModule,
  shipmentsModule,
  commissionsModule,
  cartModule,
  ordersModule,
  accountModule,
  adminModule,
  analyticsModule,
  seoModule,
  identityModule,
] as const;

export interface ShopModules {
  users: ModuleInstance<UsersService>;
  stories: ModuleInstance<StoriesService>;
  library: ModuleInstance<LibraryServices>;
  credits: ModuleInstance<CreditsServices>;
  cart: ModuleInstance<CartService>;
  orders: ModuleInstance<OrdersServices>;
  seo: ModuleInstance<SeoServices>;
  /** All of them, in the order their routers are mounted. */
  all: readonly ModuleInstance<unknown>[];
}

/** Builds each module with the platform's services and the services of the modules it depends on. */
export async function composeModules(platform: PlatformServices): Promise<ShopModules> {
  const users = await usersModule.create(platform, {});
  const stories = await storiesModule.create(platform, {});
  const products = await productsModule.create(platform, { stories: stories.services });
  const library = await libraryModule.create(platform, { stories: stories.services, accounts: users.services });
  const credits = await creditsModule.create(platform, { users: users.services, stories: stories.services, library: library.services });
  const shipments = await shipmentsModule.create(platform, { stories: stories.services, accounts: users.services });
  const commissions = await commissionsModule.create(platform, { accounts: users.services });
  // Kinds other modules deliver: the cart takes them, and the orders module hands their paid lines to them.
  const lineKinds = new Map<ProductKind, LineKindHandler>([
    [ProductKind.SPONSORSHIP, credits.services.sponsorshipLines],
    [ProductKind.HARD_COPY, shipments.services.lines],
    [ProductKind.CUSTOM_CASE, commissions.services.lines],
  ]);
  const cart = await cartModule.create(platform, {
    products: products.services,
    library: library.services.library,
    sellableKinds: new Set([...BUILT_IN_KINDS, ...lineKinds.keys()]),
    detailsPolicies: new Map([...credits.services.cartDetails, ...shipments.services.cartDetails, ...commissions.services.cartDetails]),
    detailsSummaries: new Map([...shipments.services.cartSummaries, ...commissions.services.cartSummaries]),
  });
  const orders = await ordersModule.create(platform, { carts: cart.services, library: library.services, lineKinds });
  const account = await accountModule.create(platform, { library: library.services.library, stories: stories.services, credits: credits.services });
  const admin = await adminModule.create(platform, {
    users: users.services,
    stories: stories.services,
    orders: orders.services,
    library: library.services,
    credits: credits.services,
    shipments: shipments.services,
    commissions: commissions.services,
  });
  const analytics = await analyticsModule.create(platform, { stories: stories.services, funnelFacts: orders.services.funnelFacts });
  const seo = await seoModule.create(platform, { stories: stories.services });
  const identity = await identityModule.create(platform, {});
  return {
    users,
    stories,
    library,
    credits,
    cart,
    orders,
    seo,
    all: [identity, users, stories, products, library, credits, shipments, commissions, cart, orders, account, admin, analytics, seo],
  };
}
