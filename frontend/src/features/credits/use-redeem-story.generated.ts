/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Why a request failed. The same codes name REST failures (`errorCode`) and GraphQL errors (`extensions.code`). */
export type ErrorCode =
  | 'ALREADY_OWNED'
  | 'BAD_REQUEST'
  | 'CART_EMPTY'
  | 'CART_FULL'
  | 'FORBIDDEN'
  | 'INSUFFICIENT_CREDITS'
  | 'INTERNAL_SERVER_ERROR'
  | 'INVALID_ARGUMENT'
  | 'INVALID_CURSOR'
  | 'INVALID_DETAILS'
  | 'INVALID_TRANSITION'
  | 'LINK_EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REFUNDABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_UNAVAILABLE'
  | 'QUERY_TOO_BROAD'
  | 'QUERY_TOO_COSTLY'
  | 'QUERY_TOO_DEEP'
  | 'RATE_LIMITED'
  | 'ROLE_CHANGE_REFUSED'
  | 'STORY_NOT_FOUND'
  | 'TOO_MANY_ALIASES'
  | 'TOO_MANY_DIRECTIVES'
  | 'TOO_MANY_TOKENS'
  | 'UNAUTHENTICATED'
  | 'UNSUPPORTED_MEDIA_TYPE';

export type RedeemStoryWithCreditsMutationVariables = Exact<{
  storyId: string | number;
  idempotencyKey: string;
}>;


export type RedeemStoryWithCreditsMutation = { redeemStoryWithCredits:
    | { __typename: 'AlreadyOwnedError', errorCode: ErrorCode, message: string }
    | { __typename: 'CreditRedemption', libraryItem: { id: string } }
    | { __typename: 'InsufficientCreditsError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidArgumentError', errorCode: ErrorCode, message: string }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProductUnavailableError', errorCode: ErrorCode, message: string }
   };


export const RedeemStoryWithCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemStoryWithCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemStoryWithCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditRedemption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"libraryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RedeemStoryWithCreditsMutationFn = Apollo.MutationFunction<RedeemStoryWithCreditsMutation, RedeemStoryWithCreditsMutationVariables>;

/**
 * __useRedeemStoryWithCreditsMutation__
 *
 * To run a mutation, you first call `useRedeemStoryWithCreditsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRedeemStoryWithCreditsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [redeemStoryWithCreditsMutation, { data, loading, error }] = useRedeemStoryWithCreditsMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useRedeemStoryWithCreditsMutation(baseOptions?: Apollo.MutationHookOptions<RedeemStoryWithCreditsMutation, RedeemStoryWithCreditsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RedeemStoryWithCreditsMutation, RedeemStoryWithCreditsMutationVariables>(RedeemStoryWithCreditsDocument, options);
      }
export type RedeemStoryWithCreditsMutationHookResult = ReturnType<typeof useRedeemStoryWithCreditsMutation>;
export type RedeemStoryWithCreditsMutationResult = Apollo.MutationResult<RedeemStoryWithCreditsMutation>;
export type RedeemStoryWithCreditsMutationOptions = Apollo.BaseMutationOptions<RedeemStoryWithCreditsMutation, RedeemStoryWithCreditsMutationVariables>;