import DataLoader from "dataloader";
import type { RequestContext } from "../../platform/request-context";
import type { Sponsorship } from "./sponsorship.entity";
import type { Story } from "./story.entity";
import type { StoriesService } from "./stories.service";

export interface SimilarStoriesKey {
  story: Story;
  limit: number;
}

export interface StoryLoaders {
  sponsorByStoryId: DataLoader<string, Sponsorship | null>;
  similarStories: DataLoader<SimilarStoriesKey, Story[], string>;
}

/** Built per request so batching never leaks data between requests. */
export function createStoryLoaders(ctx: RequestContext, stories: StoriesService): StoryLoaders {
  return {
    sponsorByStoryId: new DataLoader(async (storyIds) => {
      const sponsorships = await stories.sponsorshipsOf(ctx, storyIds);
      const byStory = new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship]));
      return storyIds.map((id) => byStory.get(id) ?? null);
    }),
    similarStories: new DataLoader(
      async (keys) => {
        const widestLimitByType = new Map<Story["type"], number>();
        for (const { story, limit } of keys) {
          widestLimitByType.set(story.type, Math.max(limit, widestLimitByType.get(story.type) ?? 0));
        }
        const popularByType = new Map<Story["type"], Story[]>();
        await Promise.all(
          [...widestLimitByType].map(async ([type, limit]) => {
            // One extra row covers the story itself, which is left out below.
            popularByType.set(type, await stories.mostPopularOfType(ctx, type, limit + 1));
          }),
        );
        return keys.map(({ story, limit }) =>
          (popularByType.get(story.type) ?? []).filter((candidate) => candidate.id !== story.id).slice(0, limit),
        );
      },
      { cacheKeyFn: ({ story, limit }) => `${story.id}:${limit}` },
    ),
  };
}
