/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** How far back the revenue chart goes. Days and months are UTC's, and the current one is the last. Admins only. */
export type RevenueRange =
  /** Today and the 6 days before, day by day. */
  | 'LAST_7_DAYS'
  /** This month and the 11 before, month by month. */
  | 'LAST_12_MONTHS'
  /** Today and the 29 days before, day by day. */
  | 'LAST_30_DAYS'
  /** Today and the 89 days before, day by day. */
  | 'LAST_90_DAYS';

export type RevenuePointFieldsFragment = { period: string, paidCents: number, refundedCents: number, netCents: number, orders: number };

export type AdminRevenueQueryVariables = Exact<{
  range: RevenueRange;
}>;


export type AdminRevenueQuery = { adminDashboard: { revenue: Array<{ period: string, paidCents: number, refundedCents: number, netCents: number, orders: number }> } };

export const RevenuePointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevenuePointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevenuePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}}]} as unknown as DocumentNode;
export const AdminRevenueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRevenue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevenueRange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevenuePointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevenuePointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevenuePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminRevenueQuery__
 *
 * To run a query within a React component, call `useAdminRevenueQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminRevenueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminRevenueQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useAdminRevenueQuery(baseOptions: Apollo.QueryHookOptions<AdminRevenueQuery, AdminRevenueQueryVariables> & ({ variables: AdminRevenueQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminRevenueQuery, AdminRevenueQueryVariables>(AdminRevenueDocument, options);
      }
export function useAdminRevenueLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminRevenueQuery, AdminRevenueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminRevenueQuery, AdminRevenueQueryVariables>(AdminRevenueDocument, options);
        }
// @ts-ignore
export function useAdminRevenueSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminRevenueQuery, AdminRevenueQueryVariables>): Apollo.UseSuspenseQueryResult<AdminRevenueQuery, AdminRevenueQueryVariables>;
export function useAdminRevenueSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminRevenueQuery, AdminRevenueQueryVariables>): Apollo.UseSuspenseQueryResult<AdminRevenueQuery | undefined, AdminRevenueQueryVariables>;
export function useAdminRevenueSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminRevenueQuery, AdminRevenueQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminRevenueQuery, AdminRevenueQueryVariables>(AdminRevenueDocument, options);
        }
export type AdminRevenueQueryHookResult = ReturnType<typeof useAdminRevenueQuery>;
export type AdminRevenueLazyQueryHookResult = ReturnType<typeof useAdminRevenueLazyQuery>;
export type AdminRevenueSuspenseQueryHookResult = ReturnType<typeof useAdminRevenueSuspenseQuery>;
export type AdminRevenueQueryResult = Apollo.QueryResult<AdminRevenueQuery, AdminRevenueQueryVariables>;