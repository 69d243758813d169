import type { StorySort } from '../../graphql/types.generated';

export const storySortLabels: Record<StorySort, string> = {
  DOWNLOADS: 'Most Popular',
  DATE: 'Latest',
  TITLE: 'Title',
  TYPE: 'Type',
};

export const defaultStorySort: StorySort = 'DOWNLOADS';
