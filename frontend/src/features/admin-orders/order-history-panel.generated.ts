/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
/** What happened to an order. Admins only. */
export type OrderEventKind =
  /** The checkout expired or was replaced by a newer one, unpaid. */
  | 'CANCELLED'
  /** A custom case was delivered. */
  | 'CASE_DELIVERED'
  /** Everything paid for was handed to fulfilment (kits given, hard copies queued, custom cases opened). */
  | 'FULFILLED'
  /** A line was refunded, with its reason. */
  | 'LINE_REFUNDED'
  /** The payment was recorded. */
  | 'PAID'
  /** The customer checked out. */
  | 'PLACED'
  /** A refund request was declined, with the note the customer was sent. */
  | 'REFUND_DECLINED'
  /** The customer asked for a refund. */
  | 'REFUND_REQUESTED'
  /** A hard copy was shipped. */
  | 'SHIPPED';

export type OrderEventFieldsFragment = { at: string, kind: OrderEventKind, description: string };

export const OrderEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode;