/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** The time a report covers, at most 366 days. Admins only. */
export type AnalyticsRangeInput = {
  /** The start, included. */
  from: string;
  /** The end, excluded. After `from`. */
  to: string;
};

export type AnalyticsSessionFieldsFragment = { id: string, startedAt: string, lastSeenAt: string, pageViews: number, events: number, landingPath: string | null, referrer: string | null, signedIn: boolean };

export type AnalyticsSessionsQueryVariables = Exact<{
  range: AnalyticsRangeInput;
  limit: number;
  after?: string | null | undefined;
}>;


export type AnalyticsSessionsQuery = { analyticsSessions: { hasMore: boolean, endCursor: string | null, items: Array<{ id: string, startedAt: string, lastSeenAt: string, pageViews: number, events: number, landingPath: string | null, referrer: string | null, signedIn: boolean }> } };

export const AnalyticsSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"signedIn"}}]}}]} as unknown as DocumentNode;
export const AnalyticsSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsRangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsSessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"landingPath"}},{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"signedIn"}}]}}]} as unknown as DocumentNode;

/**
 * __useAnalyticsSessionsQuery__
 *
 * To run a query within a React component, call `useAnalyticsSessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAnalyticsSessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAnalyticsSessionsQuery({
 *   variables: {
 *      range: // value for 'range'
 *      limit: // value for 'limit'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAnalyticsSessionsQuery(baseOptions: Apollo.QueryHookOptions<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables> & ({ variables: AnalyticsSessionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>(AnalyticsSessionsDocument, options);
      }
export function useAnalyticsSessionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>(AnalyticsSessionsDocument, options);
        }
// @ts-ignore
export function useAnalyticsSessionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>): Apollo.UseSuspenseQueryResult<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>;
export function useAnalyticsSessionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>): Apollo.UseSuspenseQueryResult<AnalyticsSessionsQuery | undefined, AnalyticsSessionsQueryVariables>;
export function useAnalyticsSessionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>(AnalyticsSessionsDocument, options);
        }
export type AnalyticsSessionsQueryHookResult = ReturnType<typeof useAnalyticsSessionsQuery>;
export type AnalyticsSessionsLazyQueryHookResult = ReturnType<typeof useAnalyticsSessionsLazyQuery>;
export type AnalyticsSessionsSuspenseQueryHookResult = ReturnType<typeof useAnalyticsSessionsSuspenseQuery>;
export type AnalyticsSessionsQueryResult = Apollo.QueryResult<AnalyticsSessionsQuery, AnalyticsSessionsQueryVariables>;