import { registerEnumType } from "type-graphql";

/** Where credits came from. */
export enum CreditSource {
  SPONSORSHIP = "sponsorship",
  ROYALTY = "royalty",
  ADJUSTMENT = "adjustment",
  REFUND = "refund",
  PRIZE = "prize",
}

registerEnumType(CreditSource, {
  name: "CreditSource",
  description: "Where a grant of credits came from.",
  valuesConfig: {
    SPONSORSHIP: { description: "Sponsoring a story." },
    ROYALTY: { description: "Another detective acquired a story the user sponsors." },
    ADJUSTMENT: { description: "Given by the operator, with a reason." },
    REFUND: { description: "A refund paid in credits." },
    PRIZE: { description: "A prize." },
  },
});

/** What took credits out. */
export enum CreditSpendKind {
  REDEMPTION = "redemption",
  ADJUSTMENT = "adjustment",
  REVERSAL = "reversal",
}

registerEnumType(CreditSpendKind, {
  name: "CreditSpendKind",
  description: "What took credits out of a balance.",
  valuesConfig: {
    REDEMPTION: { description: "A story redeemed with credits." },
    ADJUSTMENT: { description: "Taken by the operator, with a reason." },
    REVERSAL: { description: "A royalty or sponsorship taken back when what earned it was refunded." },
  },
});
