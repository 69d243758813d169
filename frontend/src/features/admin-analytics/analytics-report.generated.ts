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

/** The kind of case a story is. */
export type StoryType =
  | 'BRAIN_TEASER'
  | 'MURDER'
  | 'THEFT';

export type AnalyticsReportQueryVariables = Exact<{
  range: AnalyticsRangeInput;
}>;


export type AnalyticsReportQuery = { analyticsReport: { from: string, to: string, pageViews: number, sessions: number, visitors: number, signedInSessions: number, traffic: Array<{ date: string, pageViews: number, sessions: number }>, funnel: Array<{ views: number, addsToCart: number, checkouts: number, paid: number, conversionRate: number, story: { id: string, title: string, type: StoryType } }>, topReferrers: Array<{ referrer: string, sessions: number }>, conversionByType: Array<{ type: StoryType, viewSessions: number, paidOrders: number, conversionRate: number }>, topPages: Array<{ page: string, views: number }> } };


export const AnalyticsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnalyticsTotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"traffic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficPointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryFunnelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topReferrers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferrerCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversionByType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TypeConversionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageCountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"signedInSessions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryFunnelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryFunnel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"addsToCart"}},{"kind":"Field","name":{"kind":"Name","value":"checkouts"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferrerCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferrerCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TypeConversionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TypeConversion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"viewSessions"}},{"kind":"Field","name":{"kind":"Name","value":"paidOrders"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode;

/**
 * __useAnalyticsReportQuery__
 *
 * To run a query within a React component, call `useAnalyticsReportQuery` and pass it any options that fit your needs.
 * When your component renders, `useAnalyticsReportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAnalyticsReportQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useAnalyticsReportQuery(baseOptions: Apollo.QueryHookOptions<AnalyticsReportQuery, AnalyticsReportQueryVariables> & ({ variables: AnalyticsReportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AnalyticsReportQuery, AnalyticsReportQueryVariables>(AnalyticsReportDocument, options);
      }
export function useAnalyticsReportLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AnalyticsReportQuery, AnalyticsReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AnalyticsReportQuery, AnalyticsReportQueryVariables>(AnalyticsReportDocument, options);
        }
// @ts-ignore
export function useAnalyticsReportSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AnalyticsReportQuery, AnalyticsReportQueryVariables>): Apollo.UseSuspenseQueryResult<AnalyticsReportQuery, AnalyticsReportQueryVariables>;
export function useAnalyticsReportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AnalyticsReportQuery, AnalyticsReportQueryVariables>): Apollo.UseSuspenseQueryResult<AnalyticsReportQuery | undefined, AnalyticsReportQueryVariables>;
export function useAnalyticsReportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AnalyticsReportQuery, AnalyticsReportQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AnalyticsReportQuery, AnalyticsReportQueryVariables>(AnalyticsReportDocument, options);
        }
export type AnalyticsReportQueryHookResult = ReturnType<typeof useAnalyticsReportQuery>;
export type AnalyticsReportLazyQueryHookResult = ReturnType<typeof useAnalyticsReportLazyQuery>;
export type AnalyticsReportSuspenseQueryHookResult = ReturnType<typeof useAnalyticsReportSuspenseQuery>;
export type AnalyticsReportQueryResult = Apollo.QueryResult<AnalyticsReportQuery, AnalyticsReportQueryVariables>;