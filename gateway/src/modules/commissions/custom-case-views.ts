import { briefOf, type SuspectDetails } from "./custom-case-brief";
import type { CustomCase } from "./custom-case.entity";
import type { CustomCaseStatus } from "./custom-case-status";
import { CustomCaseBrief, CustomCaseType, Suspect } from "./commissions.types";

/** A custom case as GraphQL answers it: the customer's text as it was given. */
export function customCaseType(row: CustomCase): CustomCaseType {
  const brief = briefOf(row);
  return Object.assign(new CustomCaseType(), {
    id: String(row.id),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: row.status,
    brief: Object.assign(new CustomCaseBrief(), { ...brief, suspects: brief.suspects.map((suspect) => Object.assign(new Suspect(), suspect)) }),
    orderedAt: row.orderedAt,
    deliveredAt: row.deliveredAt,
    hasCaseFile: row.caseFile !== null,
  });
}

/** A custom case in the REST façade's shape. */
export interface RestCustomCase {
  _id: string;
  order_number: string;
  status: CustomCaseStatus;
  brief: { email: string; dateRequired: string; source: string; city: string; location: string | null; suspects: SuspectDetails[] };
  ordered_at: string;
  delivered_at: string | null;
}

export function toRestCustomCase(row: CustomCase): RestCustomCase {
  return {
    _id: String(row.id),
    order_number: row.orderNumber,
    status: row.status,
    brief: briefOf(row),
    ordered_at: row.orderedAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}
