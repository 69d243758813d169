/** Spec 5: a product id must be non-empty and not the catalogue's "-" placeholder. */
export function isUsableProductId(productId: string): boolean {
  const trimmed = productId.trim();
  return trimmed.length > 0 && trimmed !== '-';
}
