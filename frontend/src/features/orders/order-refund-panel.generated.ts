/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
/** Where an order is: waiting for payment, paid, fulfilled, cancelled, or refunded in full. */
export type OrderState =
  /** Never paid: the checkout expired or was replaced by a newer one. */
  | 'CANCELLED'
  /** Paid and delivered (some lines may since have been refunded). */
  | 'FULFILLED'
  /** Paid; fulfilment is under way. */
  | 'PAID'
  /** Waiting for payment. */
  | 'PENDING'
  /** Every line was refunded. */
  | 'REFUNDED';

/** Where a customer's refund request is. It moves once, forward: open → approved or declined. */
export type RefundRequestStatus =
  /** Approved: every line not refunded yet was refunded, with the request's reason. */
  | 'APPROVED'
  /** Declined: the customer was emailed the admin's note. */
  | 'DECLINED'
  /** Waiting for an admin's decision. */
  | 'OPEN';

export type OrderRefundPanelFieldsFragment = { id: string, state: OrderState, refundRequest: { id: string, status: RefundRequestStatus, requestedAt: string, resolvedAt: string | null, resolutionNote: string | null } | null };

export type CustomerRefundRequestFieldsFragment = { id: string, status: RefundRequestStatus, requestedAt: string, resolvedAt: string | null, resolutionNote: string | null };

export const CustomerRefundRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRefundRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode;
export const OrderRefundPanelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefundPanelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRefundRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRefundRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode;