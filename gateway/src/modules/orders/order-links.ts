import type { LinkSigner } from "../../platform/signing/link-signer";

const ORDER_ACCESS = "order-access";

/** A token that opens one order's page forever, so a visitor can always come back to their kits. */
export function orderAccessToken(signer: LinkSigner, orderId: string): string {
  return signer.token(ORDER_ACCESS, orderId);
}

export function isOrderAccessToken(signer: LinkSigner, orderId: string, token: unknown): boolean {
  return signer.verifyToken(ORDER_ACCESS, orderId, token);
}

/** The storefront's order page, with the token that opens it without signing in. */
export function orderPageUrl(signer: LinkSigner, publicUrl: string, orderId: string): string {
  return `${publicUrl}/orders/${encodeURIComponent(orderId)}?access=${encodeURIComponent(orderAccessToken(signer, orderId))}`;
}
