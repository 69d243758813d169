/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../graphql/types.generated';

import { gql } from '@apollo/client';
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

export type StorySummaryFieldsFragment = { title: string, city: string, region: Types.StoryRegion, downloads: number, dateAdded: string, type: Types.StoryType, context: Types.StoryContext };

export const StorySummaryFieldsFragmentDoc = gql`
    fragment StorySummaryFields on Story {
  title
  city
  region
  downloads
  dateAdded
  ...StoryBadgesFields
}
    `;