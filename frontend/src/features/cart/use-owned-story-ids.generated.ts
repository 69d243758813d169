/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type OwnedStoryIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnedStoryIdsQuery = { myLibrary: Array<{ id: string, story: { id: string } }> };


export const OwnedStoryIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnedStoryIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLibrary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOwnedStoryIdsQuery__
 *
 * To run a query within a React component, call `useOwnedStoryIdsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnedStoryIdsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnedStoryIdsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOwnedStoryIdsQuery(baseOptions?: Apollo.QueryHookOptions<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>(OwnedStoryIdsDocument, options);
      }
export function useOwnedStoryIdsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>(OwnedStoryIdsDocument, options);
        }
// @ts-ignore
export function useOwnedStoryIdsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>): Apollo.UseSuspenseQueryResult<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>;
export function useOwnedStoryIdsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>): Apollo.UseSuspenseQueryResult<OwnedStoryIdsQuery | undefined, OwnedStoryIdsQueryVariables>;
export function useOwnedStoryIdsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>(OwnedStoryIdsDocument, options);
        }
export type OwnedStoryIdsQueryHookResult = ReturnType<typeof useOwnedStoryIdsQuery>;
export type OwnedStoryIdsLazyQueryHookResult = ReturnType<typeof useOwnedStoryIdsLazyQuery>;
export type OwnedStoryIdsSuspenseQueryHookResult = ReturnType<typeof useOwnedStoryIdsSuspenseQuery>;
export type OwnedStoryIdsQueryResult = Apollo.QueryResult<OwnedStoryIdsQuery, OwnedStoryIdsQueryVariables>;