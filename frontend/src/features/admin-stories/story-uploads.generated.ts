/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type RequestStoryCoverUploadMutationVariables = Exact<{
  storyId: string | number;
}>;


export type RequestStoryCoverUploadMutation = { requestStoryCoverUpload:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'StoryUploadLink', url: string, contentTypes: Array<string>, maxBytes: number }
   };

export type RequestStoryKitUploadMutationVariables = Exact<{
  storyId: string | number;
}>;


export type RequestStoryKitUploadMutation = { requestStoryKitUpload:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'StoryUploadLink', url: string, contentTypes: Array<string>, maxBytes: number }
   };


export const RequestStoryCoverUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestStoryCoverUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestStoryCoverUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryUploadLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RequestStoryCoverUploadMutationFn = Apollo.MutationFunction<RequestStoryCoverUploadMutation, RequestStoryCoverUploadMutationVariables>;

/**
 * __useRequestStoryCoverUploadMutation__
 *
 * To run a mutation, you first call `useRequestStoryCoverUploadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestStoryCoverUploadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestStoryCoverUploadMutation, { data, loading, error }] = useRequestStoryCoverUploadMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *   },
 * });
 */
export function useRequestStoryCoverUploadMutation(baseOptions?: Apollo.MutationHookOptions<RequestStoryCoverUploadMutation, RequestStoryCoverUploadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestStoryCoverUploadMutation, RequestStoryCoverUploadMutationVariables>(RequestStoryCoverUploadDocument, options);
      }
export type RequestStoryCoverUploadMutationHookResult = ReturnType<typeof useRequestStoryCoverUploadMutation>;
export type RequestStoryCoverUploadMutationResult = Apollo.MutationResult<RequestStoryCoverUploadMutation>;
export type RequestStoryCoverUploadMutationOptions = Apollo.BaseMutationOptions<RequestStoryCoverUploadMutation, RequestStoryCoverUploadMutationVariables>;
export const RequestStoryKitUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestStoryKitUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestStoryKitUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryUploadLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RequestStoryKitUploadMutationFn = Apollo.MutationFunction<RequestStoryKitUploadMutation, RequestStoryKitUploadMutationVariables>;

/**
 * __useRequestStoryKitUploadMutation__
 *
 * To run a mutation, you first call `useRequestStoryKitUploadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestStoryKitUploadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestStoryKitUploadMutation, { data, loading, error }] = useRequestStoryKitUploadMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *   },
 * });
 */
export function useRequestStoryKitUploadMutation(baseOptions?: Apollo.MutationHookOptions<RequestStoryKitUploadMutation, RequestStoryKitUploadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestStoryKitUploadMutation, RequestStoryKitUploadMutationVariables>(RequestStoryKitUploadDocument, options);
      }
export type RequestStoryKitUploadMutationHookResult = ReturnType<typeof useRequestStoryKitUploadMutation>;
export type RequestStoryKitUploadMutationResult = Apollo.MutationResult<RequestStoryKitUploadMutation>;
export type RequestStoryKitUploadMutationOptions = Apollo.BaseMutationOptions<RequestStoryKitUploadMutation, RequestStoryKitUploadMutationVariables>;