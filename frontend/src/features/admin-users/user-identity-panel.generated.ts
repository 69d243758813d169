/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
/** Who decides whether a user is an admin. */
export type AdminRoleSource =
  /** An admin granted the role, whatever the policy says. */
  | 'GRANTED'
  /** The policy: a verified email on the ADMIN_EMAILS list, or a token carrying the admin permission. */
  | 'POLICY'
  /** An admin revoked the role, whatever the policy says. */
  | 'REVOKED';

export type AdminUserIdentityFieldsFragment = { id: string, email: string | null, emailVerified: boolean, firstName: string | null, lastName: string | null, isAdmin: boolean, roleSource: AdminRoleSource, createdAt: string, credits: number, libraryCount: number };

export const AdminUserIdentityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"roleSource"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"libraryCount"}}]}}]} as unknown as DocumentNode;