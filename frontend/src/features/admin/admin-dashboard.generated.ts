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

export type AdminDashboardQueryVariables = Exact<{
  revenueRange: RevenueRange;
}>;


export type AdminDashboardQuery = { adminDashboard: { totalUsers: number, totalStories: number, totalSponsorships: number, totalRevenueCents: number, queues: { shipmentsToSend: number, casesToWrite: number, refundRequests: number }, revenue: Array<{ period: string, paidCents: number, refundedCents: number, netCents: number, orders: number }>, recentPurchases: Array<{ id: string, storyTitle: string, userEmail: string, priceCents: number, purchasedAt: string }>, topStories: Array<{ id: string, title: string, downloads: number, revenueCents: number }> } };


export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revenueRange"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevenueRange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalStories"}},{"kind":"Field","name":{"kind":"Name","value":"totalSponsorships"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"queues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardQueuesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revenueRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevenuePointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentPurchases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentPurchaseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopStoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardQueuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminQueues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentsToSend"}},{"kind":"Field","name":{"kind":"Name","value":"casesToWrite"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequests"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevenuePointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevenuePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentPurchaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecentPurchase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDashboardQuery__
 *
 * To run a query within a React component, call `useAdminDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDashboardQuery({
 *   variables: {
 *      revenueRange: // value for 'revenueRange'
 *   },
 * });
 */
export function useAdminDashboardQuery(baseOptions: Apollo.QueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables> & ({ variables: AdminDashboardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
      }
export function useAdminDashboardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
// @ts-ignore
export function useAdminDashboardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): Apollo.UseSuspenseQueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): Apollo.UseSuspenseQueryResult<AdminDashboardQuery | undefined, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
export type AdminDashboardQueryHookResult = ReturnType<typeof useAdminDashboardQuery>;
export type AdminDashboardLazyQueryHookResult = ReturnType<typeof useAdminDashboardLazyQuery>;
export type AdminDashboardSuspenseQueryHookResult = ReturnType<typeof useAdminDashboardSuspenseQuery>;
export type AdminDashboardQueryResult = Apollo.QueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;