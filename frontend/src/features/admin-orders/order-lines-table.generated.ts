/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
/** Where a custom case is in production. It moves only forward: brief received → writing → delivered. */
export type CustomCaseStatus =
  /** Paid; the brief waits for a writer. */
  | 'BRIEF_RECEIVED'
  /** Its order line was refunded before delivery. */
  | 'CANCELLED'
  /** The finished PDF is the customer's to download. */
  | 'DELIVERED'
  /** A writer is on it; the finished PDF can be uploaded. */
  | 'WRITING';

/** Where one line of an order is. */
export type OrderLineState =
  | 'CANCELLED'
  | 'FULFILLED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

/** What a product is: a downloadable kit, a printed hard copy, a story's sponsorship or a custom case. */
export type ProductKind =
  /** A custom mystery written from the customer's brief. */
  | 'CUSTOM_CASE'
  /** A story's printed hard copy, shipped to an address. */
  | 'HARD_COPY'
  /** The sponsorship of a story. */
  | 'SPONSORSHIP'
  /** A story's downloadable kit (PDF). */
  | 'STORY_KIT';

/** Where a printed hard copy is: waiting in the operator's queue, on its way, or cancelled. */
export type ShipmentStatus =
  /** Its order line was refunded before it shipped. */
  | 'CANCELLED'
  /** Sent, with a carrier and tracking number. */
  | 'SHIPPED'
  /** Paid; waiting to be printed and sent. */
  | 'TO_SHIP';

export type AdminOrderLineFieldsFragment = { id: string, kind: ProductKind, title: string, storyId: string | null, unitPriceCents: number, quantity: number, state: OrderLineState, refundedAt: string | null, refundReason: string | null, detailsSummary: string | null, shipment: { id: string, status: ShipmentStatus, carrier: string | null, trackingNumber: string | null, shippedAt: string | null } | null, customCase: { id: string, status: CustomCaseStatus } | null };

export const AdminOrderLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"detailsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customCase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;