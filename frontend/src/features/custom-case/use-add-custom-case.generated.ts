/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** The brief of a custom case (Mystery Creator): it goes into the cart with `custom-cold-case` and is written after payment. */
export type CustomCaseBriefInput = {
  /** The crime scene's city, 1 to 100 characters. */
  city: string;
  /** The date the case is needed by, `YYYY-MM-DD`: at least 14 days after today (UTC), at most a year. */
  dateRequired: string;
  /** How the writer reaches the customer with questions about the brief, up to 254 characters. The finished case is delivered to the order's email (the buyer's), not here. */
  email: string;
  /** The crime scene's location within the city, optional, up to 200 characters. */
  location?: string | null | undefined;
  /** Where the customer heard about the shop. */
  source: ReferralSource;
  /** 1 to 6 suspects. */
  suspects: Array<SuspectInput>;
};

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

/** Where the customer heard about the shop: Google, YouTube, TikTok, Instagram, Pinterest or Other. */
export type ReferralSource =
  | 'GOOGLE'
  | 'INSTAGRAM'
  | 'OTHER'
  | 'PINTEREST'
  | 'TIKTOK'
  | 'YOUTUBE';

/** A suspect's skin tone: Light, Medium, Dark, Other, or Prefer not to specify. */
export type SkinTone =
  | 'DARK'
  | 'LIGHT'
  | 'MEDIUM'
  | 'OTHER'
  | 'PREFER_NOT_TO_SPECIFY';

/** One suspect of a custom case: the full name is required, every other field is optional. */
export type SuspectInput = {
  /** Age as the customer writes it, up to 20 characters. */
  age?: string | null | undefined;
  /** Eye colour, up to 40 characters. */
  eyes?: string | null | undefined;
  /** Full name, 1 to 100 characters. */
  fullName: string;
  /** Hair colour, up to 40 characters. */
  hairColor?: string | null | undefined;
  /** Height, up to 40 characters. */
  height?: string | null | undefined;
  /** Occupation, up to 100 characters. */
  occupation?: string | null | undefined;
  /** Relationship to the victim, up to 200 characters. */
  relationship?: string | null | undefined;
  sex?: SuspectSex | null | undefined;
  skinTone?: SkinTone | null | undefined;
};

/** A suspect's sex, as the Mystery Creator offers it. */
export type SuspectSex =
  /** Shown as F. */
  | 'F'
  /** Shown as M. */
  | 'M'
  /** Shown as N/A. */
  | 'NOT_APPLICABLE';

export type AddCustomCaseToCartMutationVariables = Exact<{
  productId: string | number;
  brief: CustomCaseBriefInput;
}>;


export type AddCustomCaseToCartMutation = { addToCart:
    | { __typename: 'AlreadyOwnedError', errorCode: ErrorCode, message: string }
    | { __typename: 'Cart', count: number, totalCents: number, email: string | null, items: Array<{ productId: string, kind: ProductKind, title: string, imageUrl: string | null, priceCents: number, storyId: string | null, sponsorName: string | null, detailsSummary: string | null }> }
    | { __typename: 'CartFullError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidArgumentError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidDetailsError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
    | { __typename: 'ProductNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProductUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'SignInRequiredError', errorCode: ErrorCode, message: string }
   };


export const AddCustomCaseToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCustomCaseToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brief"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCaseBriefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"details"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"customCaseBrief"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brief"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContentsFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidDetailsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContentsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export type AddCustomCaseToCartMutationFn = Apollo.MutationFunction<AddCustomCaseToCartMutation, AddCustomCaseToCartMutationVariables>;

/**
 * __useAddCustomCaseToCartMutation__
 *
 * To run a mutation, you first call `useAddCustomCaseToCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCustomCaseToCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCustomCaseToCartMutation, { data, loading, error }] = useAddCustomCaseToCartMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      brief: // value for 'brief'
 *   },
 * });
 */
export function useAddCustomCaseToCartMutation(baseOptions?: Apollo.MutationHookOptions<AddCustomCaseToCartMutation, AddCustomCaseToCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddCustomCaseToCartMutation, AddCustomCaseToCartMutationVariables>(AddCustomCaseToCartDocument, options);
      }
export type AddCustomCaseToCartMutationHookResult = ReturnType<typeof useAddCustomCaseToCartMutation>;
export type AddCustomCaseToCartMutationResult = Apollo.MutationResult<AddCustomCaseToCartMutation>;
export type AddCustomCaseToCartMutationOptions = Apollo.BaseMutationOptions<AddCustomCaseToCartMutation, AddCustomCaseToCartMutationVariables>;