import { PAYING_CARD, payInSandbox, type Shop } from "../../test-support/commerce.test-fixtures";

/** A visitor who puts one kit in a new cart, gives an email, checks out and pays on the sandbox's hosted page; returns the order id. */
export async function visitorBuys(shop: Shop, productId: string, email: string, cardholder: string): Promise<string> {
  const visitor = shop.visitor();
  const added = await visitor.addToCart(productId);
  if (added.__typename !== "Cart") throw new Error(`${email} could not add ${productId}: ${JSON.stringify(added)}`);
  await visitor.setCartEmail(email);
  const { orderId, redirectUrl } = await visitor.startCheckout();
  const paid = await payInSandbox(redirectUrl, PAYING_CARD, cardholder);
  if (paid.status !== 303) throw new Error(`${email}'s payment answered ${paid.status}`);
  return orderId;
}

/** Visitors each buying one of the kits, all at once, as the shop's benchmark drives them; order ids in the order of `productIds`. */
export function visitorsBuyAtOnce(shop: Shop, productIds: readonly string[], emailPrefix: string): Promise<string[]> {
  return Promise.all(productIds.map((productId, index) => visitorBuys(shop, productId, `${emailPrefix}-${index}@example.test`, `Detective ${index}`)));
}
