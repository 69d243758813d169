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

export type OrderPageQueryVariables = Exact<{
  id: string | number;
  accessToken?: string | null | undefined;
}>;


export type OrderPageQuery = { order: { id: string, number: string, state: OrderState, email: string, totalCents: number, refundedCents: number, lines: Array<{ id: string, kind: ProductKind, title: string, imageUrl: string | null, unitPriceCents: number, quantity: number, state: OrderLineState, storyId: string | null, downloadable: boolean, refundedAt: string | null, shipment: { id: string, status: ShipmentStatus, carrier: string | null, trackingNumber: string | null, shippedAt: string | null } | null, customCase: { id: string, status: CustomCaseStatus } | null }>, refundRequest: { id: string, status: RefundRequestStatus, requestedAt: string, resolvedAt: string | null, resolutionNote: string | null } | null } | null };


export const OrderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefundPanelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLineRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLineRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadable"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customCase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefundPanelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRefundRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRefundRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode;

/**
 * __useOrderPageQuery__
 *
 * To run a query within a React component, call `useOrderPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *      accessToken: // value for 'accessToken'
 *   },
 * });
 */
export function useOrderPageQuery(baseOptions: Apollo.QueryHookOptions<OrderPageQuery, OrderPageQueryVariables> & ({ variables: OrderPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderPageQuery, OrderPageQueryVariables>(OrderPageDocument, options);
      }
export function useOrderPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderPageQuery, OrderPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderPageQuery, OrderPageQueryVariables>(OrderPageDocument, options);
        }
// @ts-ignore
export function useOrderPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderPageQuery, OrderPageQueryVariables>): Apollo.UseSuspenseQueryResult<OrderPageQuery, OrderPageQueryVariables>;
export function useOrderPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderPageQuery, OrderPageQueryVariables>): Apollo.UseSuspenseQueryResult<OrderPageQuery | undefined, OrderPageQueryVariables>;
export function useOrderPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderPageQuery, OrderPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderPageQuery, OrderPageQueryVariables>(OrderPageDocument, options);
        }
export type OrderPageQueryHookResult = ReturnType<typeof useOrderPageQuery>;
export type OrderPageLazyQueryHookResult = ReturnType<typeof useOrderPageLazyQuery>;
export type OrderPageSuspenseQueryHookResult = ReturnType<typeof useOrderPageSuspenseQuery>;
export type OrderPageQueryResult = Apollo.QueryResult<OrderPageQuery, OrderPageQueryVariables>;