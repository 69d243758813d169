import type { StoryContext, StoryRegion, StoryType } from '../../graphql/types.generated';

export const storyTypeLabels: Record<StoryType, string> = {
  MURDER: 'Murder',
  THEFT: 'Theft',
  BRAIN_TEASER: 'Brain Teaser',
};

export const storyContextLabels: Record<StoryContext, string> = {
  HIGH_TECH: 'High Tech',
  LOW_TECH: 'Low Tech',
};

export const storyRegionLabels: Record<StoryRegion, string> = {
  USA: 'USA',
  CANADA: 'Canada',
  AUSTRALIA: 'Australia',
  EUROPE: 'Europe',
  ASIA: 'Asia',
  AFRICA: 'Africa',
  SOUTH_AMERICA: 'South America',
};

export function formatStoryPlace(city: string, region: StoryRegion): string {
  return `${city}, ${storyRegionLabels[region]}`;
}
