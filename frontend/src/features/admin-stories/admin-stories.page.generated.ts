/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Story Management's filters; all given filters must match. */
export type AdminStoryFilter = {
  /** True: only stories on sale; false: only stories Coming Soon. */
  available?: boolean | null | undefined;
  /** Only high-tech or only low-tech stories. */
  context?: StoryContext | null | undefined;
  /** True: only featured stories; false: only stories that are not featured. */
  featured?: boolean | null | undefined;
  /** Only stories set in this region. */
  region?: StoryRegion | null | undefined;
  /** Words to find in the title, city, region or descriptions; each matches the start of a word, ignoring case and accents. */
  search?: string | null | undefined;
  /** True: only sponsored stories; false: only stories still open for sponsorship. */
  sponsored?: boolean | null | undefined;
  /** Only stories of this type. */
  type?: StoryType | null | undefined;
};

/** Orders of Story Management's list; ties are broken by story id so pages never overlap. */
export type AdminStorySort =
  /** When the story was added to the catalogue. */
  | 'DATE_ADDED'
  /** Number of customers who acquired the kit. */
  | 'DOWNLOADS'
  /** Price of the downloadable kit. */
  | 'PRICE'
  /** Title, alphabetically. */
  | 'TITLE';

/** Whether the case is solved with modern technology (high tech) or without it (low tech). */
export type StoryContext =
  | 'HIGH_TECH'
  | 'LOW_TECH';

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

export type AdminStoryRowFieldsFragment = { revenueCents: number, hasKitFile: boolean, story: { id: string, title: string, city: string, region: StoryRegion, type: StoryType, thumbnailImage: string, priceCents: number, downloads: number, dateAdded: string, isAvailable: boolean, isFeatured: boolean, isSponsored: boolean } };

export type AdminStoriesQueryVariables = Exact<{
  filter?: AdminStoryFilter | null | undefined;
  sort: AdminStorySort;
  descending: boolean;
  limit: number;
  after?: string | null | undefined;
}>;


export type AdminStoriesQuery = { adminStories: { total: number, hasMore: boolean, endCursor: string | null, items: Array<{ revenueCents: number, hasKitFile: boolean, story: { id: string, title: string, city: string, region: StoryRegion, type: StoryType, thumbnailImage: string, priceCents: number, downloads: number, dateAdded: string, isAvailable: boolean, isFeatured: boolean, isSponsored: boolean } }> } };

export const AdminStoryRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"hasKitFile"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"dateAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}}]}}]}}]} as unknown as DocumentNode;
export const AdminStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStoryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStorySort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"descending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descending"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"hasKitFile"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}},{"kind":"Field","name":{"kind":"Name","value":"dateAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"isSponsored"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminStoriesQuery__
 *
 * To run a query within a React component, call `useAdminStoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminStoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminStoriesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      descending: // value for 'descending'
 *      limit: // value for 'limit'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useAdminStoriesQuery(baseOptions: Apollo.QueryHookOptions<AdminStoriesQuery, AdminStoriesQueryVariables> & ({ variables: AdminStoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminStoriesQuery, AdminStoriesQueryVariables>(AdminStoriesDocument, options);
      }
export function useAdminStoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminStoriesQuery, AdminStoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminStoriesQuery, AdminStoriesQueryVariables>(AdminStoriesDocument, options);
        }
// @ts-ignore
export function useAdminStoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminStoriesQuery, AdminStoriesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminStoriesQuery, AdminStoriesQueryVariables>;
export function useAdminStoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminStoriesQuery, AdminStoriesQueryVariables>): Apollo.UseSuspenseQueryResult<AdminStoriesQuery | undefined, AdminStoriesQueryVariables>;
export function useAdminStoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminStoriesQuery, AdminStoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminStoriesQuery, AdminStoriesQueryVariables>(AdminStoriesDocument, options);
        }
export type AdminStoriesQueryHookResult = ReturnType<typeof useAdminStoriesQuery>;
export type AdminStoriesLazyQueryHookResult = ReturnType<typeof useAdminStoriesLazyQuery>;
export type AdminStoriesSuspenseQueryHookResult = ReturnType<typeof useAdminStoriesSuspenseQuery>;
export type AdminStoriesQueryResult = Apollo.QueryResult<AdminStoriesQuery, AdminStoriesQueryVariables>;