/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
export type DashboardQueuesFieldsFragment = { shipmentsToSend: number, casesToWrite: number, refundRequests: number };

export const DashboardQueuesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardQueuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminQueues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentsToSend"}},{"kind":"Field","name":{"kind":"Name","value":"casesToWrite"}},{"kind":"Field","name":{"kind":"Name","value":"refundRequests"}}]}}]} as unknown as DocumentNode;