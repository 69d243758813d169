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

export type AdminStoryEditorFieldsFragment = { hasKitFile: boolean, revenueCents: number, story: { coverImage: string, thumbnailImage: string, id: string, title: string, city: string, region: StoryRegion, type: StoryType, context: StoryContext, shortDescription: string, mediumDescription: string, longDescription: string, videoUrl: string | null, priceCents: number, isAvailable: boolean, isFeatured: boolean, playersMin: number, playersMax: number, playersBest: number, lengthMinutes: number, difficulty: StoryDifficulty } };

export type AdminStoryEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminStoryEditorQuery = { adminStory: { hasKitFile: boolean, revenueCents: number, story: { coverImage: string, thumbnailImage: string, id: string, title: string, city: string, region: StoryRegion, type: StoryType, context: StoryContext, shortDescription: string, mediumDescription: string, longDescription: string, videoUrl: string | null, priceCents: number, isAvailable: boolean, isFeatured: boolean, playersMin: number, playersMax: number, playersBest: number, lengthMinutes: number, difficulty: StoryDifficulty } } | null };

export const AdminStoryEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasKitFile"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryInputFields"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryInputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"mediumDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"playersMin"}},{"kind":"Field","name":{"kind":"Name","value":"playersMax"}},{"kind":"Field","name":{"kind":"Name","value":"playersBest"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}}]} as unknown as DocumentNode;
export const AdminStoryEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStoryEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStoryEditorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStoryEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasKitFile"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryInputFields"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryInputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"mediumDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"playersMin"}},{"kind":"Field","name":{"kind":"Name","value":"playersMax"}},{"kind":"Field","name":{"kind":"Name","value":"playersBest"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminStoryEditorQuery__
 *
 * To run a query within a React component, call `useAdminStoryEditorQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminStoryEditorQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminStoryEditorQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminStoryEditorQuery(baseOptions: Apollo.QueryHookOptions<AdminStoryEditorQuery, AdminStoryEditorQueryVariables> & ({ variables: AdminStoryEditorQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>(AdminStoryEditorDocument, options);
      }
export function useAdminStoryEditorLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>(AdminStoryEditorDocument, options);
        }
// @ts-ignore
export function useAdminStoryEditorSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>): Apollo.UseSuspenseQueryResult<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>;
export function useAdminStoryEditorSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>): Apollo.UseSuspenseQueryResult<AdminStoryEditorQuery | undefined, AdminStoryEditorQueryVariables>;
export function useAdminStoryEditorSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>(AdminStoryEditorDocument, options);
        }
export type AdminStoryEditorQueryHookResult = ReturnType<typeof useAdminStoryEditorQuery>;
export type AdminStoryEditorLazyQueryHookResult = ReturnType<typeof useAdminStoryEditorLazyQuery>;
export type AdminStoryEditorSuspenseQueryHookResult = ReturnType<typeof useAdminStoryEditorSuspenseQuery>;
export type AdminStoryEditorQueryResult = Apollo.QueryResult<AdminStoryEditorQuery, AdminStoryEditorQueryVariables>;