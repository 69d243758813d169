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

/** Where a printed hard copy is shipped. Every field but the phone is required; the country must match the shipping option (USA, Canada and Mexico are North America). */
export type ShippingAddressInput = {
  /** City, 1 to 100 characters. */
  city: string;
  /** Country, 1 to 60 characters: a country's name in English ("Canada", "France") or its two-letter code. */
  country: string;
  /** Where shipping news goes, up to 254 characters. */
  email: string;
  /** The recipient's full name, 1 to 100 characters. */
  fullName: string;
  /** Phone number, optional, up to 30 digits, spaces and `+ ( ) - .`. */
  phone?: string | null | undefined;
  /** ZIP or postal code, 1 to 20 letters, digits, spaces or hyphens. */
  postalCode: string;
  /** State or province, 1 to 100 characters. */
  state: string;
  /** Street address, 1 to 200 characters. */
  street: string;
};

export type AddHardCopyToCartMutationVariables = Exact<{
  productId: string | number;
  shippingAddress: ShippingAddressInput;
}>;


export type AddHardCopyToCartMutation = { addToCart:
    | { __typename: 'AlreadyOwnedError', errorCode: ErrorCode, message: string }
    | { __typename: 'Cart', count: number, totalCents: number, email: string | null, items: Array<{ productId: string, kind: ProductKind, title: string, imageUrl: string | null, priceCents: number, storyId: string | null, sponsorName: string | null, detailsSummary: string | null }> }
    | { __typename: 'CartFullError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidArgumentError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidDetailsError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
    | { __typename: 'ProductNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProductUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'SignInRequiredError', errorCode: ErrorCode, message: string }
   };


export const AddHardCopyToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddHardCopyToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shippingAddress"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"details"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"shippingAddress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shippingAddress"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContentsFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidDetailsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export type AddHardCopyToCartMutationFn = Apollo.MutationFunction<AddHardCopyToCartMutation, AddHardCopyToCartMutationVariables>;

/**
 * __useAddHardCopyToCartMutation__
 *
 * To run a mutation, you first call `useAddHardCopyToCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddHardCopyToCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addHardCopyToCartMutation, { data, loading, error }] = useAddHardCopyToCartMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      shippingAddress: // value for 'shippingAddress'
 *   },
 * });
 */
export function useAddHardCopyToCartMutation(baseOptions?: Apollo.MutationHookOptions<AddHardCopyToCartMutation, AddHardCopyToCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddHardCopyToCartMutation, AddHardCopyToCartMutationVariables>(AddHardCopyToCartDocument, options);
      }
export type AddHardCopyToCartMutationHookResult = ReturnType<typeof useAddHardCopyToCartMutation>;
export type AddHardCopyToCartMutationResult = Apollo.MutationResult<AddHardCopyToCartMutation>;
export type AddHardCopyToCartMutationOptions = Apollo.BaseMutationOptions<AddHardCopyToCartMutation, AddHardCopyToCartMutationVariables>;