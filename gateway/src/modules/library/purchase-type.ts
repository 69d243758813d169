import { registerEnumType } from "type-graphql";

/** How a story came into a library. */
export enum PurchaseType {
  PURCHASE = "purchase",
  CREDITS = "credits",
}

registerEnumType(PurchaseType, {
  name: "PurchaseType",
  description: "How a story came into the library.",
  valuesConfig: {
    PURCHASE: { description: "Bought through checkout." },
    CREDITS: { description: "Redeemed with credits." },
  },
});
