import { registerEnumType } from "type-graphql";

/** A customer's refund request: open until an admin approves it (the order is refunded) or declines it (with a note). */
export enum RefundRequestStatus {
  OPEN = "OPEN",
  APPROVED = "APPROVED",
  DECLINED = "DECLINED",
}

registerEnumType(RefundRequestStatus, {
  name: "RefundRequestStatus",
  description: "Where a customer's refund request is. It moves once, forward: open → approved or declined.",
  valuesConfig: {
    OPEN: { description: "Waiting for an admin's decision." },
    APPROVED: { description: "Approved: every line not refunded yet was refunded, with the request's reason." },
    DECLINED: { description: "Declined: the customer was emailed the admin's note." },
  },
});
