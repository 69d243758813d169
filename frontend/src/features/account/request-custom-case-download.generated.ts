/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type RequestCustomCaseDownloadMutationVariables = Exact<{
  customCaseId: string | number;
}>;


export type RequestCustomCaseDownloadMutation = { requestCustomCaseDownload:
    | { __typename: 'DownloadLink', url: string }
    | { __typename: 'NotFoundError', message: string }
   };


export const RequestCustomCaseDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCustomCaseDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCustomCaseDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customCaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RequestCustomCaseDownloadMutationFn = Apollo.MutationFunction<RequestCustomCaseDownloadMutation, RequestCustomCaseDownloadMutationVariables>;

/**
 * __useRequestCustomCaseDownloadMutation__
 *
 * To run a mutation, you first call `useRequestCustomCaseDownloadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestCustomCaseDownloadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestCustomCaseDownloadMutation, { data, loading, error }] = useRequestCustomCaseDownloadMutation({
 *   variables: {
 *      customCaseId: // value for 'customCaseId'
 *   },
 * });
 */
export function useRequestCustomCaseDownloadMutation(baseOptions?: Apollo.MutationHookOptions<RequestCustomCaseDownloadMutation, RequestCustomCaseDownloadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestCustomCaseDownloadMutation, RequestCustomCaseDownloadMutationVariables>(RequestCustomCaseDownloadDocument, options);
      }
export type RequestCustomCaseDownloadMutationHookResult = ReturnType<typeof useRequestCustomCaseDownloadMutation>;
export type RequestCustomCaseDownloadMutationResult = Apollo.MutationResult<RequestCustomCaseDownloadMutation>;
export type RequestCustomCaseDownloadMutationOptions = Apollo.BaseMutationOptions<RequestCustomCaseDownloadMutation, RequestCustomCaseDownloadMutationVariables>;