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

/** Catalogue filters; all given filters must match. */
export type StoryFilter = {
  /** Only high-tech or only low-tech stories. */
  context?: StoryContext | null | undefined;
  /** Only stories of this difficulty. */
  difficulty?: StoryDifficulty | null | undefined;
  /** Leave out the story with this id. */
  exclude?: string | number | null | undefined;
  /** True: only featured stories; false: only stories that are not featured. */
  featured?: boolean | null | undefined;
  /** Only stories of this length band. */
  length?: StoryLength | null | undefined;
  /** Only stories playable by exactly this many players (1 to 20): their `playersMin` ≤ players ≤ their `playersMax`. */
  players?: number | null | undefined;
  /** Only stories set in this region. */
  region?: StoryRegion | null | undefined;
  /** Words to find in the title, city, region or descriptions; each matches the start of a word, ignoring case and accents. */
  search?: string | null | undefined;
  /** True: only sponsored stories; false: only stories still open for sponsorship. */
  sponsored?: boolean | null | undefined;
  /** Only stories of this type. */
  type?: StoryType | null | undefined;
};

/** How long the case takes to play, by band of its length in minutes. */
export type StoryLength =
  /** More than 120 minutes. */
  | 'LONG'
  /** 61 to 120 minutes. */
  | 'MEDIUM'
  /** Up to 60 minutes. */
  | 'SHORT';

/** The part of the world a story is set in. */
export type StoryRegion =
  | 'AFRICA'
  | 'ASIA'
  | 'AUSTRALIA'
  | 'CANADA'
  | 'EUROPE'
  | 'SOUTH_AMERICA'
  | 'USA';

/** Catalogue order. Ties are broken by story id so pages never overlap. */
export type StorySort =
  /** Latest: most recently added first. */
  | 'DATE'
  /** Most Popular: most downloads first (the default). */
  | 'DOWNLOADS'
  /** Title, A to Z. */
  | 'TITLE'
  /** Type, A to Z (brain teaser, murder, theft). */
  | 'TYPE';

/** The kind of case a story is. */
export type StoryType =
  | 'BRAIN_TEASER'
  | 'MURDER'
  | 'THEFT';

export type CataloguePageQueryVariables = Exact<{
  filter?: StoryFilter | null | undefined;
  sort: StorySort;
  limit: number;
  after?: string | null | undefined;
  includeFeatured: boolean;
}>;


export type CataloguePageQuery = { featuredStories?: Array<{ id: string, title: string, city: string, region: StoryRegion, thumbnailImage: string, shortDescription: string, downloads: number, isSponsored: boolean, isAvailable: boolean, type: StoryType, context: StoryContext, playersMin: number, playersMax: number, playersBest: number, lengthMinutes: number, difficulty: StoryDifficulty, mediumDescription: string, productId: string, sponsorshipOffer: { productId: string, priceCents: number, creditsEarned: number } | null }>, stories: { total: number, hasMore: boolean, endCursor: string | null, items: Array<{ id: string, title: string, city: string, region: StoryRegion, thumbnailImage: string, shortDescription: string, downloads: number, isSponsored: boolean, isAvailable: boolean, type: StoryType, context: StoryContext, playersMin: number, playersMax: number, playersBest: number, lengthMinutes: number, difficulty: StoryDifficulty, mediumDescription: string, productId: string, sponsorshipOffer: { productId: string, priceCents: number, creditsEarned: number } | null }> } };


export const CataloguePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CataloguePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StoryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StorySort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeFeatured"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeFeatured"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryBadgesFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameNightFacetsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryModalFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCartStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditsButtonStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorButtonStoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryBadgesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameNightFacetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playersMin"}},{"kind":"Field","name":{"kind":"Name","value":"playersMax"}},{"kind":"Field","name":{"kind":"Name","value":"playersBest"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryModalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"mediumDescription"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryBadgesFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameNightFacetsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCartStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditsButtonStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorButtonStoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorshipOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditsEarned"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryEventFields"}}]}}]} as unknown as DocumentNode;

/**
 * __useCataloguePageQuery__
 *
 * To run a query within a React component, call `useCataloguePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCataloguePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCataloguePageQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      limit: // value for 'limit'
 *      after: // value for 'after'
 *      includeFeatured: // value for 'includeFeatured'
 *   },
 * });
 */
export function useCataloguePageQuery(baseOptions: Apollo.QueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables> & ({ variables: CataloguePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
      }
export function useCataloguePageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
        }
// @ts-ignore
export function useCataloguePageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>): Apollo.UseSuspenseQueryResult<CataloguePageQuery, CataloguePageQueryVariables>;
export function useCataloguePageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>): Apollo.UseSuspenseQueryResult<CataloguePageQuery | undefined, CataloguePageQueryVariables>;
export function useCataloguePageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
        }
export type CataloguePageQueryHookResult = ReturnType<typeof useCataloguePageQuery>;
export type CataloguePageLazyQueryHookResult = ReturnType<typeof useCataloguePageLazyQuery>;
export type CataloguePageSuspenseQueryHookResult = ReturnType<typeof useCataloguePageSuspenseQuery>;
export type CataloguePageQueryResult = Apollo.QueryResult<CataloguePageQuery, CataloguePageQueryVariables>;