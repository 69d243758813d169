import { type BusinessError, type FieldErrors, invalidDetails, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext } from "../../platform/request-context";
import type { Product, ProductKind } from "../products";
import type { CartDetailsPolicy, DetailsFailure } from "./cart-item-details";
import { storedDetailsInput } from "./stored-details";

/** A policy's refusal as field paths and messages: its own fields, else the argument it names, else `field`. */
function faultsOf(error: DetailsFailure, field: string): FieldErrors {
  if (error.errorCode === "INVALID_DETAILS") return Object.fromEntries(Object.entries(error.details ?? {}).map(([path, message]) => [path, String(message)]));
  const argument = error.details?.argument;
  return { [typeof argument === "string" ? argument : field]: error.message };
}

/**
 * Runs each line's details policy again on what the cart kept, read back as the input it was checked from: every
 * fault of every line at once, each message led by the product's title, since checkout has no form to show it beside.
 * A fault of no one field (details that cannot be read) is listed under the product's id.
 */
export function recheckDetails(
  ctx: RequestContext,
  lines: readonly { readonly product: Product; readonly details: string | null }[],
  policies: ReadonlyMap<ProductKind, CartDetailsPolicy>,
): Result<null, BusinessError<"INVALID_DETAILS">> {
  const fieldErrors: Record<string, string> = {};
  for (const { product, details } of lines) {
    const policy = policies.get(product.kind);
    if (!policy) continue;
    const input = details === null ? null : storedDetailsInput(details);
    if (details !== null && input === null) {
      fieldErrors[product.id] = `${product.title}: what you entered for it can no longer be read. Remove it from your cart and add it again.`;
      continue;
    }
    const checked = policy(ctx, product, input);
    if (checked.ok) continue;
    for (const [field, message] of Object.entries(faultsOf(checked.error, product.id))) fieldErrors[field] = `${product.title}: ${message}`;
  }
  return Object.keys(fieldErrors).length > 0 ? invalidDetails(fieldErrors) : success(null);
}
