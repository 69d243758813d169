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

/** A suspect's sex, as the Mystery Creator offers it. */
export type SuspectSex =
  /** Shown as F. */
  | 'F'
  /** Shown as M. */
  | 'M'
  /** Shown as N/A. */
  | 'NOT_APPLICABLE';

export type AdminCustomCaseFieldsFragment = { id: string, orderId: string, orderNumber: string, status: CustomCaseStatus, orderedAt: string, deliveredAt: string | null, hasCaseFile: boolean, brief: { email: string, dateRequired: string, source: ReferralSource, city: string, location: string | null, suspects: Array<{ fullName: string, age: string | null, eyes: string | null, height: string | null, occupation: string | null, relationship: string | null, hairColor: string | null, sex: SuspectSex | null, skinTone: SkinTone | null }> } };

export type AdminCustomCasesQueryVariables = Exact<{
  status?: CustomCaseStatus | null | undefined;
  limit: number;
  after?: string | null | undefined;
}>;


export type AdminCustomCasesQuery = { customCases: { nextCursor: string | null, items: Array<{ id: string, orderId: string, orderNumber: string, status: CustomCaseStatus, orderedAt: string, deliveredAt: string | null, hasCaseFile: boolean, brief: { email: string, dateRequired: string, source: ReferralSource, city: string, location: string | null, suspects: Array<{ fullName: string, age: string | null, eyes: string | null, height: string | null, occupation: string | null, relationship: string | null, hairColor: string | null, sex: SuspectSex | null, skinTone: SkinTone | null }> } }> } };

export const AdminCustomCaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasCaseFile"}},{"kind":"Field","name":{"kind":"Name","value":"brief"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateRequired"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"suspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"eyes"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"skinTone"}}]}}]}}]}}]} as unknown as DocumentNode;
export const AdminCustomCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCaseStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customCases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomCaseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasCaseFile"}},{"kind":"Field","name":{"kind":"Name","value":"brief"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dateRequired"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"suspects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"eyes"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"hairColor"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"skinTone"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCustomCasesQuery__
 *
 * To run a query within a React component, call `useAdminCustomCasesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCustomCasesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCustomCasesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      limit: // value for 'limit'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAdminCustomCasesQuery(baseOptions: Apollo.QueryHookOptions<AdminCustomCasesQuery, AdminCustomCasesQueryVariables> & ({ variables: AdminCustomCasesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>(AdminCustomCasesDocument, options);
      }
export function useAdminCustomCasesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>(AdminCustomCasesDocument, options);
        }
// @ts-ignore
export function useAdminCustomCasesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>;
export function useAdminCustomCasesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminCustomCasesQuery | undefined, AdminCustomCasesQueryVariables>;
export function useAdminCustomCasesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>(AdminCustomCasesDocument, options);
        }
export type AdminCustomCasesQueryHookResult = ReturnType<typeof useAdminCustomCasesQuery>;
export type AdminCustomCasesLazyQueryHookResult = ReturnType<typeof useAdminCustomCasesLazyQuery>;
export type AdminCustomCasesSuspenseQueryHookResult = ReturnType<typeof useAdminCustomCasesSuspenseQuery>;
export type AdminCustomCasesQueryResult = Apollo.QueryResult<AdminCustomCasesQuery, AdminCustomCasesQueryVariables>;