/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../graphql/types.generated';

import { gql } from '@apollo/client';
/** Whether the case is solved with modern technology (high tech) or without it (low tech). */
export type StoryContext =
  | 'HIGH_TECH'
  | 'LOW_TECH';

/** The kind of case a story is. */
export type StoryType =
  | 'BRAIN_TEASER'
  | 'MURDER'
  | 'THEFT';

export type StoryBadgesFieldsFragment = { type: Types.StoryType, context: Types.StoryContext };

export const StoryBadgesFieldsFragmentDoc = gql`
    fragment StoryBadgesFields on Story {
  type
  context
}
    `;