/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type RequestLibraryDownloadMutationVariables = Exact<{
  libraryItemId: string | number;
}>;


export type RequestLibraryDownloadMutation = { requestDownload:
    | { __typename: 'DownloadLink', url: string }
    | { __typename: 'NotFoundError', message: string }
   };


export const RequestLibraryDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestLibraryDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"libraryItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"libraryItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"libraryItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RequestLibraryDownloadMutationFn = Apollo.MutationFunction<RequestLibraryDownloadMutation, RequestLibraryDownloadMutationVariables>;

/**
 * __useRequestLibraryDownloadMutation__
 *
 * To run a mutation, you first call `useRequestLibraryDownloadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestLibraryDownloadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestLibraryDownloadMutation, { data, loading, error }] = useRequestLibraryDownloadMutation({
 *   variables: {
 *      libraryItemId: // value for 'libraryItemId'
 *   },
 * });
 */
export function useRequestLibraryDownloadMutation(baseOptions?: Apollo.MutationHookOptions<RequestLibraryDownloadMutation, RequestLibraryDownloadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestLibraryDownloadMutation, RequestLibraryDownloadMutationVariables>(RequestLibraryDownloadDocument, options);
      }
export type RequestLibraryDownloadMutationHookResult = ReturnType<typeof useRequestLibraryDownloadMutation>;
export type RequestLibraryDownloadMutationResult = Apollo.MutationResult<RequestLibraryDownloadMutation>;
export type RequestLibraryDownloadMutationOptions = Apollo.BaseMutationOptions<RequestLibraryDownloadMutation, RequestLibraryDownloadMutationVariables>;