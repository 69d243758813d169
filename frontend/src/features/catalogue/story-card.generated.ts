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

export type StoryCardFieldsFragment = { id: string, title: string, city: string, region: StoryRegion, thumbnailImage: string, shortDescription: string, downloads: number, isSponsored: boolean, isAvailable: boolean, type: StoryType, context: StoryContext, playersMin: number, playersMax: number, playersBest: number, lengthMinutes: number, difficulty: StoryDifficulty, mediumDescription: string, productId: string, sponsorshipOffer: { productId: string, priceCents: number, creditsEarned: number } | null };

export const StoryCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryBadgesFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameNightFacetsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryModalFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCartStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditsButtonStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorButtonStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryBadgesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameNightFacetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playersMin"}},{"kind":"Field","name":{"kind":"Name","value":"playersMax"}},{"kind":"Field","name":{"kind":"Name","value":"playersBest"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryModalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"mediumDescription"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryBadgesFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameNightFacetsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCartStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditsButtonStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorButtonStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditsEarned"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}}]} as unknown as DocumentNode;