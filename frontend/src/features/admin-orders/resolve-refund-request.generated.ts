/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Where a customer's refund request is. It moves once, forward: open → approved or declined. */
export type RefundRequestStatus =
  /** Approved: every line not refunded yet was refunded, with the request's reason. */
  | 'APPROVED'
  /** Declined: the customer was emailed the admin's note. */
  | 'DECLINED'
  /** Waiting for an admin's decision. */
  | 'OPEN';

export type ApproveRefundRequestMutationVariables = Exact<{
  requestId: string | number;
}>;


export type ApproveRefundRequestMutation = { approveRefundRequest:
    | { __typename: 'InvalidArgumentError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'NotRefundableError', message: string }
    | { __typename: 'RefundRequest', id: string, orderId: string, orderNumber: string, email: string, reason: string, status: RefundRequestStatus, requestedAt: string, resolvedAt: string | null, resolutionNote: string | null }
   };

export type DeclineRefundRequestMutationVariables = Exact<{
  requestId: string | number;
  note: string;
}>;


export type DeclineRefundRequestMutation = { declineRefundRequest:
    | { __typename: 'InvalidArgumentError', message: string }
    | { __typename: 'InvalidTransitionError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'NotRefundableError', message: string }
    | { __typename: 'RefundRequest', id: string, orderId: string, orderNumber: string, email: string, reason: string, status: RefundRequestStatus, requestedAt: string, resolvedAt: string | null, resolutionNote: string | null }
   };


export const ApproveRefundRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRefundRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRefundRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRequestFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode;
export type ApproveRefundRequestMutationFn = Apollo.MutationFunction<ApproveRefundRequestMutation, ApproveRefundRequestMutationVariables>;

/**
 * __useApproveRefundRequestMutation__
 *
 * To run a mutation, you first call `useApproveRefundRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveRefundRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveRefundRequestMutation, { data, loading, error }] = useApproveRefundRequestMutation({
 *   variables: {
 *      requestId: // value for 'requestId'
 *   },
 * });
 */
export function useApproveRefundRequestMutation(baseOptions?: Apollo.MutationHookOptions<ApproveRefundRequestMutation, ApproveRefundRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ApproveRefundRequestMutation, ApproveRefundRequestMutationVariables>(ApproveRefundRequestDocument, options);
      }
export type ApproveRefundRequestMutationHookResult = ReturnType<typeof useApproveRefundRequestMutation>;
export type ApproveRefundRequestMutationResult = Apollo.MutationResult<ApproveRefundRequestMutation>;
export type ApproveRefundRequestMutationOptions = Apollo.BaseMutationOptions<ApproveRefundRequestMutation, ApproveRefundRequestMutationVariables>;
export const DeclineRefundRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineRefundRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineRefundRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundRequestFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]} as unknown as DocumentNode;
export type DeclineRefundRequestMutationFn = Apollo.MutationFunction<DeclineRefundRequestMutation, DeclineRefundRequestMutationVariables>;

/**
 * __useDeclineRefundRequestMutation__
 *
 * To run a mutation, you first call `useDeclineRefundRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineRefundRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineRefundRequestMutation, { data, loading, error }] = useDeclineRefundRequestMutation({
 *   variables: {
 *      requestId: // value for 'requestId'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useDeclineRefundRequestMutation(baseOptions?: Apollo.MutationHookOptions<DeclineRefundRequestMutation, DeclineRefundRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeclineRefundRequestMutation, DeclineRefundRequestMutationVariables>(DeclineRefundRequestDocument, options);
      }
export type DeclineRefundRequestMutationHookResult = ReturnType<typeof useDeclineRefundRequestMutation>;
export type DeclineRefundRequestMutationResult = Apollo.MutationResult<DeclineRefundRequestMutation>;
export type DeclineRefundRequestMutationOptions = Apollo.BaseMutationOptions<DeclineRefundRequestMutation, DeclineRefundRequestMutationVariables>;