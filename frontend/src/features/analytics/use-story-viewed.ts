import { useEffect, useRef } from 'react';
import { storyEventProperties } from './story-event-properties';
import type { StoryEventFieldsFragment } from './story-event-properties.generated';
import { useAnalytics } from './use-analytics';

/** One View Story Details per story a page shows, once it has loaded; a refetch of the same story is not another view. */
export function useStoryViewed(story: StoryEventFieldsFragment | null | undefined): void {
  const { track } = useAnalytics();
  const latest = useRef(story);
  useEffect(() => {
    latest.current = story;
  });
  const storyId = story?.id;

  useEffect(() => {
    if (latest.current && storyId !== undefined) track('View Story Details', storyEventProperties(latest.current));
  }, [storyId, track]);
}
