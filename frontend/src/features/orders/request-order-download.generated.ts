/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type RequestOrderDownloadMutationVariables = Exact<{
  orderId: string | number;
  lineId: string | number;
  accessToken?: string | null | undefined;
}>;


export type RequestOrderDownloadMutation = { requestOrderDownload:
    | { __typename: 'DownloadLink', url: string }
    | { __typename: 'NotFoundError', message: string }
   };


export const RequestOrderDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestOrderDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOrderDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RequestOrderDownloadMutationFn = Apollo.MutationFunction<RequestOrderDownloadMutation, RequestOrderDownloadMutationVariables>;

/**
 * __useRequestOrderDownloadMutation__
 *
 * To run a mutation, you first call `useRequestOrderDownloadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestOrderDownloadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestOrderDownloadMutation, { data, loading, error }] = useRequestOrderDownloadMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      lineId: // value for 'lineId'
 *      accessToken: // value for 'accessToken'
 *   },
 * });
 */
export function useRequestOrderDownloadMutation(baseOptions?: Apollo.MutationHookOptions<RequestOrderDownloadMutation, RequestOrderDownloadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestOrderDownloadMutation, RequestOrderDownloadMutationVariables>(RequestOrderDownloadDocument, options);
      }
export type RequestOrderDownloadMutationHookResult = ReturnType<typeof useRequestOrderDownloadMutation>;
export type RequestOrderDownloadMutationResult = Apollo.MutationResult<RequestOrderDownloadMutation>;
export type RequestOrderDownloadMutationOptions = Apollo.BaseMutationOptions<RequestOrderDownloadMutation, RequestOrderDownloadMutationVariables>;