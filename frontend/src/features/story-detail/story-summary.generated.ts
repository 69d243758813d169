/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
/** Whether the case is solved with modern technology (high tech) or without it (low tech). */
export type StoryContext =
  | 'HIGH_TECH'
  | 'LOW_TECH';

/** How hard the case is to crack. */
export type StoryDifficulty =
  /** A good first case: the clues lead fairly directly to the answer. */
  | 'EASY'
  /** For seasoned detectives: the decisive clue hides among many. */
  | 'HARD'
  /** Needs the whole team: a few red herrings and one clue to combine with another. */
  | 'MEDIUM';

/** The part of the world a story is set in. */
export type StoryRegion =
  | 'AFRICA'
  | 'ASIA'
  | 'AUSTRALIA'
  | 'CANADA'
  | 'EUROPE'
  | 'SOUTH_AMERICA'
  | 'USA';

/** The kind of case a story is. */
export type StoryType =
  | 'BRAIN_TEASER'
  | 'MURDER'
  | 'THEFT';

export type StorySummaryFieldsFragment = { title: string, city: string, region: StoryRegion, downloads: number, dateAdded: string, type: StoryType, context: StoryContext, playersMin: number, playersMax: number, playersBest: number, lengthMinutes: number, difficulty: StoryDifficulty };

export const StorySummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"dateAdded"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryBadgesFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameNightFacetsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryBadgesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameNightFacetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playersMin"}},{"kind":"Field","name":{"kind":"Name","value":"playersMax"}},{"kind":"Field","name":{"kind":"Name","value":"playersBest"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}}]} as unknown as DocumentNode;