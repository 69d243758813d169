/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
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

/** Where one line of an order is. */
export type OrderLineState =
  | 'CANCELLED'
  | 'FULFILLED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

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

/** Where a customer's refund request is. It moves once, forward: open → approved or declined. */
export type RefundRequestStatus =
  /** Approved: every line not refunded yet was refunded, with the request's reason. */
  | 'APPROVED'
  /** Declined: the customer was emailed the admin's note. */
  | 'DECLINED'
  /** Waiting for an admin's decision. */
  | 'OPEN';

/** Where a printed hard copy is: waiting in the operator's queue, on its way, or cancelled. */
export type ShipmentStatus =
  /** Its order line was refunded before it shipped. */
  | 'CANCELLED'
  /** Sent, with a carrier and tracking number. */
  | 'SHIPPED'
  /** Paid; waiting to be printed and sent. */
  | 'TO_SHIP';

export type AdminOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOrderQuery = { adminOrder: { id: string, number: string, state: OrderState, email: string, customerName: string | null, userId: string | null, totalCents: number, refundedCents: number, currency: string, provider: string, paymentId: string | null, createdAt: string, paidAt: string | null, fulfilledAt: string | null, cancelledAt: string | null, lines: Array<{ id: string, kind: ProductKind, title: string, storyId: string | null, unitPriceCents: number, quantity: number, state: OrderLineState, refundedAt: string | null, refundReason: string | null, detailsSummary: string | null, shipment: { id: string, status: ShipmentStatus, carrier: string | null, trackingNumber: string | null, shippedAt: string | null } | null, customCase: { id: string, status: CustomCaseStatus } | null }>, history: Array<{ at: string, kind: OrderEventKind, description: string }>, refundRequests: Array<{ id: string, orderId: string, orderNumber: string, email: string, reason: string, status: RefundRequestStatus, requestedAt: string, resolvedAt: string | null, resolutionNote: string | null }> } | null };


export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"detailsSummary"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customCase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminOrderQuery__
 *
 * To run a query within a React component, call `useAdminOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOrderQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminOrderQuery(baseOptions: Apollo.QueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables> & ({ variables: AdminOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminOrderQuery, AdminOrderQueryVariables>(AdminOrderDocument, options);
      }
export function useAdminOrderLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminOrderQuery, AdminOrderQueryVariables>(AdminOrderDocument, options);
        }
// @ts-ignore
export function useAdminOrderSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>): Apollo.UseSuspenseQueryResult<AdminOrderQuery, AdminOrderQueryVariables>;
export function useAdminOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>): Apollo.UseSuspenseQueryResult<AdminOrderQuery | undefined, AdminOrderQueryVariables>;
export function useAdminOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminOrderQuery, AdminOrderQueryVariables>(AdminOrderDocument, options);
        }
export type AdminOrderQueryHookResult = ReturnType<typeof useAdminOrderQuery>;
export type AdminOrderLazyQueryHookResult = ReturnType<typeof useAdminOrderLazyQuery>;
export type AdminOrderSuspenseQueryHookResult = ReturnType<typeof useAdminOrderSuspenseQuery>;
export type AdminOrderQueryResult = Apollo.QueryResult<AdminOrderQuery, AdminOrderQueryVariables>;