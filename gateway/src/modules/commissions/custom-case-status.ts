import { registerEnumType } from "type-graphql";

/** Where a custom case is: brief received → writing → delivered, or cancelled when refunded before delivery. */
export enum CustomCaseStatus {
  BRIEF_RECEIVED = "BRIEF_RECEIVED",
  WRITING = "WRITING",
  DELIVERED = "DELIVERED",
  CANCELLED = "CANCELLED",
}

registerEnumType(CustomCaseStatus, {
  name: "CustomCaseStatus",
  description: "Where a custom case is in production. It moves only forward: brief received → writing → delivered.",
  valuesConfig: {
    BRIEF_RECEIVED: { description: "Paid; the brief waits for a writer." },
    WRITING: { description: "A writer is on it; the finished PDF can be uploaded." },
    DELIVERED: { description: "The finished PDF is the customer's to download." },
    CANCELLED: { description: "Its order line was refunded before delivery." },
  },
});

/** How messages name each state, after "This case is": words for people rather than the enum's names. */
export const STATUS_NAMES: Readonly<Record<CustomCaseStatus, string>> = {
  [CustomCaseStatus.BRIEF_RECEIVED]: "waiting for a writer (its brief was received)",
  [CustomCaseStatus.WRITING]: "being written",
  [CustomCaseStatus.DELIVERED]: "already delivered",
  [CustomCaseStatus.CANCELLED]: "cancelled (its order line was refunded)",
};
