/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
export type AnalyticsTotalsFieldsFragment = { pageViews: number, sessions: number, visitors: number, signedInSessions: number };

export const AnalyticsTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnalyticsTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"signedInSessions"}}]}}]} as unknown as DocumentNode;