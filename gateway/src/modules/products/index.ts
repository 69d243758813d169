import type { ModuleDescriptor } from "../../platform/module";
import type { StoriesService } from "../stories";
import { ProductsService } from "./products.service";

export { CUSTOM_CASE_PRODUCT_ID, FIXED_PRICES_CENTS, isWellFormedProductId, ProductKind, sponsorshipProductId, type Product } from "./product";
export type { ProductsService } from "./products.service";

/** Everything the shop sells, by product id, with prices that only the server sets. */
export const productsModule: ModuleDescriptor<ProductsService, { stories: StoriesService }> = {
  name: "products",
  entities: [],
  resolvers: [],
  create(_platform, { stories }) {
    return { services: new ProductsService(stories) };
  },
};
