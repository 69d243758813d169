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

export type MyCustomCaseFieldsFragment = { id: string, orderId: string, orderNumber: string, status: CustomCaseStatus, orderedAt: string, deliveredAt: string | null, brief: { city: string, location: string | null, dateRequired: string, suspects: Array<{ fullName: string }> } };

export type MyCustomCasesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCustomCasesQuery = { myCustomCases: Array<{ id: string, orderId: string, orderNumber: string, status: CustomCaseStatus, orderedAt: string, deliveredAt: string | null, brief: { city: string, location: string | null, dateRequired: string, suspects: Array<{ fullName: string }> } }> };

export const MyCustomCaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCustomCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"brief"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"dateRequired"}},{"kind":"Field","name":{"kind":"Name","value":"suspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode;
export const MyCustomCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCustomCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCustomCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyCustomCaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCustomCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"brief"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"dateRequired"}},{"kind":"Field","name":{"kind":"Name","value":"suspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyCustomCasesQuery__
 *
 * To run a query within a React component, call `useMyCustomCasesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCustomCasesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCustomCasesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyCustomCasesQuery(baseOptions?: Apollo.QueryHookOptions<MyCustomCasesQuery, MyCustomCasesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyCustomCasesQuery, MyCustomCasesQueryVariables>(MyCustomCasesDocument, options);
      }
export function useMyCustomCasesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyCustomCasesQuery, MyCustomCasesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyCustomCasesQuery, MyCustomCasesQueryVariables>(MyCustomCasesDocument, options);
        }
// @ts-ignore
export function useMyCustomCasesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyCustomCasesQuery, MyCustomCasesQueryVariables>): Apollo.UseSuspenseQueryResult<MyCustomCasesQuery, MyCustomCasesQueryVariables>;
export function useMyCustomCasesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyCustomCasesQuery, MyCustomCasesQueryVariables>): Apollo.UseSuspenseQueryResult<MyCustomCasesQuery | undefined, MyCustomCasesQueryVariables>;
export function useMyCustomCasesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyCustomCasesQuery, MyCustomCasesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyCustomCasesQuery, MyCustomCasesQueryVariables>(MyCustomCasesDocument, options);
        }
export type MyCustomCasesQueryHookResult = ReturnType<typeof useMyCustomCasesQuery>;
export type MyCustomCasesLazyQueryHookResult = ReturnType<typeof useMyCustomCasesLazyQuery>;
export type MyCustomCasesSuspenseQueryHookResult = ReturnType<typeof useMyCustomCasesSuspenseQuery>;
export type MyCustomCasesQueryResult = Apollo.QueryResult<MyCustomCasesQuery, MyCustomCasesQueryVariables>;