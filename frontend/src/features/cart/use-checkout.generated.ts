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

export type CheckoutCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCartMutation = { checkout:
    | { __typename: 'AlreadyOwnedError', errorCode: ErrorCode, message: string }
    | { __typename: 'CartEmptyError', errorCode: ErrorCode, message: string }
    | { __typename: 'CheckoutSession', orderId: string, redirectUrl: string }
    | { __typename: 'InvalidArgumentError', argument: string, errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidDetailsError', errorCode: ErrorCode, message: string }
    | { __typename: 'PaymentProviderUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProductUnavailableError', errorCode: ErrorCode, message: string }
   };


export const CheckoutCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidArgumentError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"argument"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type CheckoutCartMutationFn = Apollo.MutationFunction<CheckoutCartMutation, CheckoutCartMutationVariables>;

/**
 * __useCheckoutCartMutation__
 *
 * To run a mutation, you first call `useCheckoutCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartMutation, { data, loading, error }] = useCheckoutCartMutation({
 *   variables: {
 *   },
 * });
 */
export function useCheckoutCartMutation(baseOptions?: Apollo.MutationHookOptions<CheckoutCartMutation, CheckoutCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CheckoutCartMutation, CheckoutCartMutationVariables>(CheckoutCartDocument, options);
      }
export type CheckoutCartMutationHookResult = ReturnType<typeof useCheckoutCartMutation>;
export type CheckoutCartMutationResult = Apollo.MutationResult<CheckoutCartMutation>;
export type CheckoutCartMutationOptions = Apollo.BaseMutationOptions<CheckoutCartMutation, CheckoutCartMutationVariables>;