/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type StorySponsorshipQueryVariables = Exact<{
  id: string | number;
}>;


export type StorySponsorshipQuery = { story: { id: string, isAvailable: boolean, isSponsored: boolean, sponsor: { name: string } | null, sponsorshipOffer: { productId: string, priceCents: number, creditsEarned: number } | null } | null };


export const StorySponsorshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorySponsorship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditsEarned"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStorySponsorshipQuery__
 *
 * To run a query within a React component, call `useStorySponsorshipQuery` and pass it any options that fit your needs.
 * When your component renders, `useStorySponsorshipQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStorySponsorshipQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStorySponsorshipQuery(baseOptions: Apollo.QueryHookOptions<StorySponsorshipQuery, StorySponsorshipQueryVariables> & ({ variables: StorySponsorshipQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StorySponsorshipQuery, StorySponsorshipQueryVariables>(StorySponsorshipDocument, options);
      }
export function useStorySponsorshipLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StorySponsorshipQuery, StorySponsorshipQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StorySponsorshipQuery, StorySponsorshipQueryVariables>(StorySponsorshipDocument, options);
        }
// @ts-ignore
export function useStorySponsorshipSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StorySponsorshipQuery, StorySponsorshipQueryVariables>): Apollo.UseSuspenseQueryResult<StorySponsorshipQuery, StorySponsorshipQueryVariables>;
export function useStorySponsorshipSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StorySponsorshipQuery, StorySponsorshipQueryVariables>): Apollo.UseSuspenseQueryResult<StorySponsorshipQuery | undefined, StorySponsorshipQueryVariables>;
export function useStorySponsorshipSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StorySponsorshipQuery, StorySponsorshipQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StorySponsorshipQuery, StorySponsorshipQueryVariables>(StorySponsorshipDocument, options);
        }
export type StorySponsorshipQueryHookResult = ReturnType<typeof useStorySponsorshipQuery>;
export type StorySponsorshipLazyQueryHookResult = ReturnType<typeof useStorySponsorshipLazyQuery>;
export type StorySponsorshipSuspenseQueryHookResult = ReturnType<typeof useStorySponsorshipSuspenseQuery>;
export type StorySponsorshipQueryResult = Apollo.QueryResult<StorySponsorshipQuery, StorySponsorshipQueryVariables>;