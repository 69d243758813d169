import type { ApolloCache } from '@apollo/client';
import { CartContentsDocument, type CartContentsQuery } from './use-cart.generated';
import type { CartContents } from './use-cart';

/**
 * A cart has no id the cache could key it by, so each mutation's answer replaces the cached
 * `cart` query by hand; the header badge and every Add to Cart button read from there.
 */
export function writeCart(cache: ApolloCache<unknown>, cart: CartContents): void {
  cache.writeQuery<CartContentsQuery>({ query: CartContentsDocument, data: { cart } });
}
