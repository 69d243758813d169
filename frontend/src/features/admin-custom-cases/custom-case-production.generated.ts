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

export type StartWritingCustomCaseMutationVariables = Exact<{
  customCaseId: string | number;
}>;


export type StartWritingCustomCaseMutation = { startWritingCustomCase:
    | { __typename: 'CustomCase', id: string, status: CustomCaseStatus }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
   };

export type DeliverCustomCaseMutationVariables = Exact<{
  customCaseId: string | number;
}>;


export type DeliverCustomCaseMutation = { deliverCustomCase:
    | { __typename: 'CustomCase', id: string, status: CustomCaseStatus, deliveredAt: string | null }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
   };

export type RequestCustomCaseDossierMutationVariables = Exact<{
  customCaseId: string | number;
}>;


export type RequestCustomCaseDossierMutation = { requestCustomCaseDossier:
    | { __typename: 'DownloadLink', url: string }
    | { __typename: 'NotFoundError', message: string }
   };

export type RequestCustomCaseUploadMutationVariables = Exact<{
  customCaseId: string | number;
}>;


export type RequestCustomCaseUploadMutation = { requestCustomCaseUpload:
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'UploadLink', url: string, maxBytes: number }
   };


export const StartWritingCustomCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartWritingCustomCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startWritingCustomCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customCaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type StartWritingCustomCaseMutationFn = Apollo.MutationFunction<StartWritingCustomCaseMutation, StartWritingCustomCaseMutationVariables>;

/**
 * __useStartWritingCustomCaseMutation__
 *
 * To run a mutation, you first call `useStartWritingCustomCaseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartWritingCustomCaseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startWritingCustomCaseMutation, { data, loading, error }] = useStartWritingCustomCaseMutation({
 *   variables: {
 *      customCaseId: // value for 'customCaseId'
 *   },
 * });
 */
export function useStartWritingCustomCaseMutation(baseOptions?: Apollo.MutationHookOptions<StartWritingCustomCaseMutation, StartWritingCustomCaseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartWritingCustomCaseMutation, StartWritingCustomCaseMutationVariables>(StartWritingCustomCaseDocument, options);
      }
export type StartWritingCustomCaseMutationHookResult = ReturnType<typeof useStartWritingCustomCaseMutation>;
export type StartWritingCustomCaseMutationResult = Apollo.MutationResult<StartWritingCustomCaseMutation>;
export type StartWritingCustomCaseMutationOptions = Apollo.BaseMutationOptions<StartWritingCustomCaseMutation, StartWritingCustomCaseMutationVariables>;
export const DeliverCustomCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliverCustomCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliverCustomCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customCaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type DeliverCustomCaseMutationFn = Apollo.MutationFunction<DeliverCustomCaseMutation, DeliverCustomCaseMutationVariables>;

/**
 * __useDeliverCustomCaseMutation__
 *
 * To run a mutation, you first call `useDeliverCustomCaseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeliverCustomCaseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deliverCustomCaseMutation, { data, loading, error }] = useDeliverCustomCaseMutation({
 *   variables: {
 *      customCaseId: // value for 'customCaseId'
 *   },
 * });
 */
export function useDeliverCustomCaseMutation(baseOptions?: Apollo.MutationHookOptions<DeliverCustomCaseMutation, DeliverCustomCaseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeliverCustomCaseMutation, DeliverCustomCaseMutationVariables>(DeliverCustomCaseDocument, options);
      }
export type DeliverCustomCaseMutationHookResult = ReturnType<typeof useDeliverCustomCaseMutation>;
export type DeliverCustomCaseMutationResult = Apollo.MutationResult<DeliverCustomCaseMutation>;
export type DeliverCustomCaseMutationOptions = Apollo.BaseMutationOptions<DeliverCustomCaseMutation, DeliverCustomCaseMutationVariables>;
export const RequestCustomCaseDossierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCustomCaseDossier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCustomCaseDossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customCaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RequestCustomCaseDossierMutationFn = Apollo.MutationFunction<RequestCustomCaseDossierMutation, RequestCustomCaseDossierMutationVariables>;

/**
 * __useRequestCustomCaseDossierMutation__
 *
 * To run a mutation, you first call `useRequestCustomCaseDossierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestCustomCaseDossierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestCustomCaseDossierMutation, { data, loading, error }] = useRequestCustomCaseDossierMutation({
 *   variables: {
 *      customCaseId: // value for 'customCaseId'
 *   },
 * });
 */
export function useRequestCustomCaseDossierMutation(baseOptions?: Apollo.MutationHookOptions<RequestCustomCaseDossierMutation, RequestCustomCaseDossierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestCustomCaseDossierMutation, RequestCustomCaseDossierMutationVariables>(RequestCustomCaseDossierDocument, options);
      }
export type RequestCustomCaseDossierMutationHookResult = ReturnType<typeof useRequestCustomCaseDossierMutation>;
export type RequestCustomCaseDossierMutationResult = Apollo.MutationResult<RequestCustomCaseDossierMutation>;
export type RequestCustomCaseDossierMutationOptions = Apollo.BaseMutationOptions<RequestCustomCaseDossierMutation, RequestCustomCaseDossierMutationVariables>;
export const RequestCustomCaseUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCustomCaseUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCustomCaseUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customCaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customCaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RequestCustomCaseUploadMutationFn = Apollo.MutationFunction<RequestCustomCaseUploadMutation, RequestCustomCaseUploadMutationVariables>;

/**
 * __useRequestCustomCaseUploadMutation__
 *
 * To run a mutation, you first call `useRequestCustomCaseUploadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestCustomCaseUploadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestCustomCaseUploadMutation, { data, loading, error }] = useRequestCustomCaseUploadMutation({
 *   variables: {
 *      customCaseId: // value for 'customCaseId'
 *   },
 * });
 */
export function useRequestCustomCaseUploadMutation(baseOptions?: Apollo.MutationHookOptions<RequestCustomCaseUploadMutation, RequestCustomCaseUploadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RequestCustomCaseUploadMutation, RequestCustomCaseUploadMutationVariables>(RequestCustomCaseUploadDocument, options);
      }
export type RequestCustomCaseUploadMutationHookResult = ReturnType<typeof useRequestCustomCaseUploadMutation>;
export type RequestCustomCaseUploadMutationResult = Apollo.MutationResult<RequestCustomCaseUploadMutation>;
export type RequestCustomCaseUploadMutationOptions = Apollo.BaseMutationOptions<RequestCustomCaseUploadMutation, RequestCustomCaseUploadMutationVariables>;