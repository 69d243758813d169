/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type CreditAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditAccountQuery = { myCredits: { balance: number, creditsPerStory: number, expirySchedule: Array<{ year: number, month: number, credits: number }> } };


export const CreditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"creditsPerStory"}},{"kind":"Field","name":{"kind":"Name","value":"expirySchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreditAccountQuery__
 *
 * To run a query within a React component, call `useCreditAccountQuery` and pass it any options that fit your needs.
 * When your component renders, `useCreditAccountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCreditAccountQuery({
 *   variables: {
 *   },
 * });
 */
export function useCreditAccountQuery(baseOptions?: Apollo.QueryHookOptions<CreditAccountQuery, CreditAccountQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CreditAccountQuery, CreditAccountQueryVariables>(CreditAccountDocument, options);
      }
export function useCreditAccountLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CreditAccountQuery, CreditAccountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CreditAccountQuery, CreditAccountQueryVariables>(CreditAccountDocument, options);
        }
// @ts-ignore
export function useCreditAccountSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CreditAccountQuery, CreditAccountQueryVariables>): Apollo.UseSuspenseQueryResult<CreditAccountQuery, CreditAccountQueryVariables>;
export function useCreditAccountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CreditAccountQuery, CreditAccountQueryVariables>): Apollo.UseSuspenseQueryResult<CreditAccountQuery | undefined, CreditAccountQueryVariables>;
export function useCreditAccountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CreditAccountQuery, CreditAccountQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CreditAccountQuery, CreditAccountQueryVariables>(CreditAccountDocument, options);
        }
export type CreditAccountQueryHookResult = ReturnType<typeof useCreditAccountQuery>;
export type CreditAccountLazyQueryHookResult = ReturnType<typeof useCreditAccountLazyQuery>;
export type CreditAccountSuspenseQueryHookResult = ReturnType<typeof useCreditAccountSuspenseQuery>;
export type CreditAccountQueryResult = Apollo.QueryResult<CreditAccountQuery, CreditAccountQueryVariables>;