/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
/** Whether the case is solved with modern technology (high tech) or without it (low tech). */
export type StoryContext =
  | 'HIGH_TECH'
  | 'LOW_TECH';

/** The kind of case a story is. */
export type StoryType =
  | 'BRAIN_TEASER'
  | 'MURDER'
  | 'THEFT';

export type StoryBadgesFieldsFragment = { type: StoryType, context: StoryContext };

export const StoryBadgesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryBadgesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}}]}}]} as unknown as DocumentNode;