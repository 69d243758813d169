/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
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

export type StoryDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type StoryDetailPageQuery = { story: { id: string, title: string, coverImage: string, smallCoverImage: string, longDescription: string, city: string, region: StoryRegion, downloads: number, dateAdded: string, priceCents: number, isAvailable: boolean, isSponsored: boolean, type: StoryType, context: StoryContext, productId: string, playersMin: number, playersMax: number, playersBest: number, lengthMinutes: number, difficulty: StoryDifficulty, northAmericaProductId: string, internationalProductId: string, similarStories: Array<{ id: string, title: string, city: string, region: StoryRegion, thumbnailImage: string, type: StoryType, context: StoryContext }>, sponsor: { name: string } | null, sponsorshipOffer: { productId: string, priceCents: number, creditsEarned: number } | null } | null };


export const StoryDetailPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"smallCoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StorySummaryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseBoxFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"similarStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"4"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SimilarStoryCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StorySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"dateAdded"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryBadgesFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameNightFacetsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryBadgesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameNightFacetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playersMin"}},{"kind":"Field","name":{"kind":"Name","value":"playersMax"}},{"kind":"Field","name":{"kind":"Name","value":"playersBest"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseBoxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCartStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditsButtonStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorButtonStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HardCopyStoryFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCartStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditsButtonStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorButtonStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditsEarned"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HardCopyStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"northAmericaProductId"}},{"kind":"Field","name":{"kind":"Name","value":"internationalProductId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SimilarStoryCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryBadgesFields"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryDetailPageQuery__
 *
 * To run a query within a React component, call `useStoryDetailPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryDetailPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryDetailPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryDetailPageQuery(baseOptions: Apollo.QueryHookOptions<StoryDetailPageQuery, StoryDetailPageQueryVariables> & ({ variables: StoryDetailPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StoryDetailPageQuery, StoryDetailPageQueryVariables>(StoryDetailPageDocument, options);
      }
export function useStoryDetailPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StoryDetailPageQuery, StoryDetailPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StoryDetailPageQuery, StoryDetailPageQueryVariables>(StoryDetailPageDocument, options);
        }
// @ts-ignore
export function useStoryDetailPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StoryDetailPageQuery, StoryDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<StoryDetailPageQuery, StoryDetailPageQueryVariables>;
export function useStoryDetailPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StoryDetailPageQuery, StoryDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<StoryDetailPageQuery | undefined, StoryDetailPageQueryVariables>;
export function useStoryDetailPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StoryDetailPageQuery, StoryDetailPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StoryDetailPageQuery, StoryDetailPageQueryVariables>(StoryDetailPageDocument, options);
        }
export type StoryDetailPageQueryHookResult = ReturnType<typeof useStoryDetailPageQuery>;
export type StoryDetailPageLazyQueryHookResult = ReturnType<typeof useStoryDetailPageLazyQuery>;
export type StoryDetailPageSuspenseQueryHookResult = ReturnType<typeof useStoryDetailPageSuspenseQuery>;
export type StoryDetailPageQueryResult = Apollo.QueryResult<StoryDetailPageQuery, StoryDetailPageQueryVariables>;