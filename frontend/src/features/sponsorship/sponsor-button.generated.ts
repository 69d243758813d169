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

export type SponsorButtonStoryFieldsFragment = { id: string, title: string, isAvailable: boolean, type: StoryType, context: StoryContext, productId: string, isSponsored: boolean, sponsorshipOffer: { productId: string, priceCents: number, creditsEarned: number } | null };

export const SponsorButtonStoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorButtonStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditsEarned"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}}]}}]} as unknown as DocumentNode;