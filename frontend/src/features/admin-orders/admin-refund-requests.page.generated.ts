/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Where a customer's refund request is. It moves once, forward: open → approved or declined. */
export type RefundRequestStatus =
  /** Approved: every line not refunded yet was refunded, with the request's reason. */
  | 'APPROVED'
  /** Declined: the customer was emailed the admin's note. */
  | 'DECLINED'
  /** Waiting for an admin's decision. */
  | 'OPEN';

export type RefundRequestsQueryVariables = Exact<{
  status?: RefundRequestStatus | null | undefined;
  limit: number;
  after?: string | null | undefined;
}>;


export type RefundRequestsQuery = { refundRequests: { hasMore: boolean, endCursor: string | null, items: Array<{ id: string, orderId: string, orderNumber: string, email: string, reason: string, status: RefundRequestStatus, requestedAt: string, resolvedAt: string | null, resolutionNote: string | null }> } };


export const RefundRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefundRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode;

/**
 * __useRefundRequestsQuery__
 *
 * To run a query within a React component, call `useRefundRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRefundRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRefundRequestsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      limit: // value for 'limit'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useRefundRequestsQuery(baseOptions: Apollo.QueryHookOptions<RefundRequestsQuery, RefundRequestsQueryVariables> & ({ variables: RefundRequestsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RefundRequestsQuery, RefundRequestsQueryVariables>(RefundRequestsDocument, options);
      }
export function useRefundRequestsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RefundRequestsQuery, RefundRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RefundRequestsQuery, RefundRequestsQueryVariables>(RefundRequestsDocument, options);
        }
// @ts-ignore
export function useRefundRequestsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RefundRequestsQuery, RefundRequestsQueryVariables>): Apollo.UseSuspenseQueryResult<RefundRequestsQuery, RefundRequestsQueryVariables>;
export function useRefundRequestsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RefundRequestsQuery, RefundRequestsQueryVariables>): Apollo.UseSuspenseQueryResult<RefundRequestsQuery | undefined, RefundRequestsQueryVariables>;
export function useRefundRequestsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RefundRequestsQuery, RefundRequestsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RefundRequestsQuery, RefundRequestsQueryVariables>(RefundRequestsDocument, options);
        }
export type RefundRequestsQueryHookResult = ReturnType<typeof useRefundRequestsQuery>;
export type RefundRequestsLazyQueryHookResult = ReturnType<typeof useRefundRequestsLazyQuery>;
export type RefundRequestsSuspenseQueryHookResult = ReturnType<typeof useRefundRequestsSuspenseQuery>;
export type RefundRequestsQueryResult = Apollo.QueryResult<RefundRequestsQuery, RefundRequestsQueryVariables>;