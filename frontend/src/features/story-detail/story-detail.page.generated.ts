/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../graphql/types.generated';

import { gql } from '@apollo/client';
import { StorySummaryFieldsFragmentDoc } from './story-summary.generated';
import { StoryBadgesFieldsFragmentDoc } from '../../shared/stories/story-badges.generated';
import { PurchaseBoxFieldsFragmentDoc } from './purchase-box.generated';
import { SimilarStoryCardFieldsFragmentDoc } from './similar-story-card.generated';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
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

export type StoryDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type StoryDetailPageQuery = { story: { id: string, title: string, coverImage: string, longDescription: string, city: string, region: Types.StoryRegion, downloads: number, dateAdded: string, priceCents: number, isAvailable: boolean, isSponsored: boolean, type: Types.StoryType, context: Types.StoryContext, similarStories: Array<{ id: string, title: string, city: string, region: Types.StoryRegion, thumbnailImage: string, type: Types.StoryType, context: Types.StoryContext }>, sponsor: { name: string } | null } | null };


export const StoryDetailPageDocument = gql`
    query StoryDetailPage($id: ID!) {
  story(id: $id) {
    id
    title
    coverImage
    longDescription
    ...StorySummaryFields
    ...PurchaseBoxFields
    similarStories(limit: 4) {
      ...SimilarStoryCardFields
    }
  }
}
    ${StorySummaryFieldsFragmentDoc}
${StoryBadgesFieldsFragmentDoc}
${PurchaseBoxFieldsFragmentDoc}
${SimilarStoryCardFieldsFragmentDoc}`;

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