/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
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

export type CartContentsFieldsFragment = { count: number, totalCents: number, email: string | null, items: Array<{ productId: string, kind: ProductKind, title: string, imageUrl: string | null, priceCents: number, storyId: string | null, sponsorName: string | null, detailsSummary: string | null }> };

export type CartContentsQueryVariables = Exact<{ [key: string]: never; }>;


export type CartContentsQuery = { cart: { count: number, totalCents: number, email: string | null, items: Array<{ productId: string, kind: ProductKind, title: string, imageUrl: string | null, priceCents: number, storyId: string | null, sponsorName: string | null, detailsSummary: string | null }> } };

export const CartContentsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export const CartContentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContentsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;

/**
 * __useCartContentsQuery__
 *
 * To run a query within a React component, call `useCartContentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartContentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartContentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCartContentsQuery(baseOptions?: Apollo.QueryHookOptions<CartContentsQuery, CartContentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CartContentsQuery, CartContentsQueryVariables>(CartContentsDocument, options);
      }
export function useCartContentsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CartContentsQuery, CartContentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CartContentsQuery, CartContentsQueryVariables>(CartContentsDocument, options);
        }
// @ts-ignore
export function useCartContentsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CartContentsQuery, CartContentsQueryVariables>): Apollo.UseSuspenseQueryResult<CartContentsQuery, CartContentsQueryVariables>;
export function useCartContentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CartContentsQuery, CartContentsQueryVariables>): Apollo.UseSuspenseQueryResult<CartContentsQuery | undefined, CartContentsQueryVariables>;
export function useCartContentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CartContentsQuery, CartContentsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CartContentsQuery, CartContentsQueryVariables>(CartContentsDocument, options);
        }
export type CartContentsQueryHookResult = ReturnType<typeof useCartContentsQuery>;
export type CartContentsLazyQueryHookResult = ReturnType<typeof useCartContentsLazyQuery>;
export type CartContentsSuspenseQueryHookResult = ReturnType<typeof useCartContentsSuspenseQuery>;
export type CartContentsQueryResult = Apollo.QueryResult<CartContentsQuery, CartContentsQueryVariables>;