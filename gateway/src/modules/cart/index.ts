import type { ModuleDescriptor } from "../../platform/module";
import type { LibraryService } from "../library";
import type { ProductKind, ProductsService } from "../products";
import type { CartDetailsPolicy, CartDetailsSummary } from "./cart-item-details";
import { CartItem } from "./cart-item.entity";
import { Cart } from "./cart.entity";
import { CartResolver } from "./cart.resolver";
import { CartService } from "./cart.service";

export type { CartService, CartView, CheckoutCart } from "./cart.service";
export { ownerOf } from "./cart.service";
export { AlreadyOwnedError, ProductNotFoundError, ProductUnavailableError } from "./cart.types";
export type { CartDetailsPolicy, CartDetailsSummary, CartItemDetailsInput, CustomCaseBriefInput, ShippingAddressInput, SuspectInput } from "./cart-item-details";
export { ReferralSource, SkinTone, SuspectSex } from "./cart-item-details";

export interface CartDependencies {
  products: ProductsService;
  library: LibraryService;
  /** Kinds of product the shop can fulfil; only these go into a cart. */
  sellableKinds: ReadonlySet<ProductKind>;
  /** What the kinds that need more than an id check and keep (a sponsorship's display name). */
  detailsPolicies: ReadonlyMap<ProductKind, CartDetailsPolicy>;
  /** How those kinds sum up what they keep in one line of the cart. */
  detailsSummaries: ReadonlyMap<ProductKind, CartDetailsSummary>;
}

/** Carts on the server, for signed-in users and for visitors (a cookie names theirs). */
export const cartModule: ModuleDescriptor<CartService, CartDependencies> = {
  name: "cart",
  entities: [Cart, CartItem],
  resolvers: [CartResolver],
  create({ config, uow, rateLimits }, { products, library, sellableKinds, detailsPolicies, detailsSummaries }) {
    const carts = new CartService(uow, products, library, sellableKinds, detailsPolicies);
    return { services: carts, resolvers: [new CartResolver(carts, rateLimits.limit("cart-writes", config.rateLimits.cartWritesPerMinute), detailsSummaries)] };
  },
};
