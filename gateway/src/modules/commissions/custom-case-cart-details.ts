import type { Clock } from "../../platform/clock";
import { success } from "../../platform/errors/business-error";
import type { CartDetailsPolicy, CartDetailsSummary } from "../cart";
import { checkBrief } from "./brief-rules";
import { briefSummary, customCaseDetails, parseBrief } from "./custom-case-brief";

/** A custom case goes in the cart, for visitors too, with a brief that passes every rule of the form; the cart keeps it normalised. */
export function customCaseCartDetails(clock: Clock): CartDetailsPolicy {
  return (_ctx, _product, input) => {
    const checked = checkBrief(input?.customCaseBrief, clock());
    return checked.ok ? success(customCaseDetails(checked.value)) : checked;
  };
}

/** "Halifax · 3 suspects" under the custom case in the cart. */
export const customCaseCartSummary: CartDetailsSummary = (details) => {
  const brief = parseBrief(details);
  return brief ? briefSummary(brief) : null;
};
