/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
/** Whether a ledger row brought credits in or took them out. */
export type CreditEntryKind =
  /** Credits given; they expire. */
  | 'GRANT'
  /** Credits taken out. */
  | 'SPEND';

export type CreditLedgerEntryFieldsFragment = { id: string, kind: CreditEntryKind, amount: number, source: string, reason: string | null, at: string, expiresAt: string | null, remaining: number | null };

export const CreditLedgerEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditLedgerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]} as unknown as DocumentNode;