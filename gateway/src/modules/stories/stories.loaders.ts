import DataLoader from "dataloader";
import type { RequestContext } from "../../platform/request-context";
import type { Sponsorship } from "./sponsorship.entity";
import type { Story } from "./story.entity";
import type { StoriesService } from "./stories.service";

export interface SimilarStoriesKey {
  story: Story;
  limit: number;
  /** The story properties the caller reads of each similar story. */
  properties: readonly string[];
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
        const wantedByType = new Map<Story["type"], { limit: number; properties: Set<string> }>();
        for (const { story, limit, properties } of keys) {
          const wanted = wantedByType.get(story.type) ?? { limit: 0, properties: new Set<string>() };
          wanted.limit = Math.max(limit, wanted.limit);
          for (const property of properties) wanted.properties.add(property);
          wantedByType.set(story.type, wanted);
        }
        const popularByType = new Map<Story["type"], Story[]>();
        await Promise.all(
          [...wantedByType].map(async ([type, { limit, properties }]) => {
            // One extra row covers the story itself, which is left out below.
            popularByType.set(type, await stories.mostPopularOfType(ctx, type, limit + 1, [...properties].sort()));
          }),
        );
        return keys.map(({ story, limit }) =>
          (popularByType.get(story.type) ?? []).filter((candidate) => candidate.id !== story.id).slice(0, limit),
        );
      },
      { cacheKeyFn: ({ story, limit, properties }) => `${story.id}:${limit}:${properties.join(",")}` },
    ),
  };
}
