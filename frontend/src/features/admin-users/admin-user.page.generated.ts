/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Who decides whether a user is an admin. */
export type AdminRoleSource =
  /** An admin granted the role, whatever the policy says. */
  | 'GRANTED'
  /** The policy: a verified email on the ADMIN_EMAILS list, or a token carrying the admin permission. */
  | 'POLICY'
  /** An admin revoked the role, whatever the policy says. */
  | 'REVOKED';

/** Whether a ledger row brought credits in or took them out. */
export type CreditEntryKind =
  /** Credits given; they expire. */
  | 'GRANT'
  /** Credits taken out. */
  | 'SPEND';

export type AdminCustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCustomerQuery = { adminUser: { user: { id: string, email: string | null, emailVerified: boolean, firstName: string | null, lastName: string | null, isAdmin: boolean, roleSource: AdminRoleSource, createdAt: string, credits: number, libraryCount: number }, library: Array<{ id: string, purchaseType: string, reference: string, acquiredAt: string, revokedAt: string | null, story: { id: string, title: string } }>, creditLedger: Array<{ id: string, kind: CreditEntryKind, amount: number, source: string, reason: string | null, at: string, expiresAt: string | null, remaining: number | null }>, sponsorships: Array<{ sponsorName: string, sponsoredAt: string, downloads: number, creditsEarned: number, story: { id: string, title: string } }> } | null };


export const AdminCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserIdentityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLibraryEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditLedger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditLedgerEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSponsorshipFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleSource"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"libraryCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLibraryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLibraryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseType"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"acquiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSponsorshipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SponsoredStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsorName"}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"creditsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCustomerQuery__
 *
 * To run a query within a React component, call `useAdminCustomerQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCustomerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCustomerQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminCustomerQuery(baseOptions: Apollo.QueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables> & ({ variables: AdminCustomerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
      }
export function useAdminCustomerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
        }
// @ts-ignore
export function useAdminCustomerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>): Apollo.UseSuspenseQueryResult<AdminCustomerQuery, AdminCustomerQueryVariables>;
export function useAdminCustomerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>): Apollo.UseSuspenseQueryResult<AdminCustomerQuery | undefined, AdminCustomerQueryVariables>;
export function useAdminCustomerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
        }
export type AdminCustomerQueryHookResult = ReturnType<typeof useAdminCustomerQuery>;
export type AdminCustomerLazyQueryHookResult = ReturnType<typeof useAdminCustomerLazyQuery>;
export type AdminCustomerSuspenseQueryHookResult = ReturnType<typeof useAdminCustomerSuspenseQuery>;
export type AdminCustomerQueryResult = Apollo.QueryResult<AdminCustomerQuery, AdminCustomerQueryVariables>;