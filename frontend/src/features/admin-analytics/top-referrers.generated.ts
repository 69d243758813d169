/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
export type ReferrerCountFieldsFragment = { referrer: string, sessions: number };

export const ReferrerCountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferrerCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferrerCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrer"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}}]}}]} as unknown as DocumentNode;