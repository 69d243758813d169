import { GenerationalCache, UNTIL_CHANGED } from "../../platform/caches/generational-cache";
import type { ModuleDescriptor } from "../../platform/module";
import { Sponsorship } from "./sponsorship.entity";
import { StoryResolver } from "./stories.resolver";
import { storiesRouter, storyReadRoutes } from "./stories.rest";
import { StoriesService } from "./stories.service";
import { SponsorshipsService } from "./sponsorships.service";
import { CATALOGUE_DATA_SET } from "./stories.types";
import { createStoryLoaders, type StoryLoaders } from "./stories.loaders";
import { Story } from "./story.entity";
import { SmallCovers } from "./small-covers";
import { storyImagesRouter } from "./story-images.router";
import { StorySearchTerm } from "./story-search-term.entity";
import { StoryPlayerCount } from "./story-player-count.entity";
import { StoryManagement } from "./story-management";
import { StoryWriter } from "./story-writer";
import { StoryIndexKeeper } from "./story-index-keeper";
import { StoryRows } from "./story-rows";

declare module "../../platform/graphql/graphql-context" {
  interface RequestLoaders {
    stories: StoryLoaders;
  }
}

export { Story } from "./story.entity";
export { type RestStory, toRestStory } from "./story.rest-shape";
export type { StoriesService } from "./stories.service";
export type { SponsorshipClaim, SponsorshipOutcome, SponsorshipsService } from "./sponsorships.service";
export type { Sponsorship } from "./sponsorship.entity";
export type { NewStory, StoryFilters } from "./stories.types";
export { storyProductIds } from "./story-product-ids";
export { storeStoryArtwork } from "./story-artwork-files";
export { hasKitFile } from "./story.entity";
export type { StoryDraft } from "./story-draft";
export { COVER_UPLOAD } from "./story-cover-upload";
export { KIT_UPLOAD, type StoryEditFailure, type StoryManagement } from "./story-management";
export { ADMIN_STORY_PAGE_LIMITS, type AdminStoryListRequest, AdminStorySort } from "./story-management.types";
export { StoryContext, StoryDifficulty, StoryLength, StoryRegion, StoryType } from "./story.enums";
export { StoryListFilterFields } from "./stories.inputs";

/** Filter combinations whose match counts are kept; a visitor's new search word pushes out the least recently used. */
const COUNTS_KEPT = 10_000;

/** How stale, at most, the order by downloads is when other gateways sharing the database sell kits. */
const SHARED_DOWNLOADS_REFRESH_MS = 30_000;
/** How soon a build of the catalogue's index that failed is tried again. */
const INDEX_RETRY_MS = 5_000;

/** The catalogue: stories, their sponsors and search words; GraphQL queries, the REST façade and the images. */
export const storiesModule: ModuleDescriptor<StoriesService> = {
  name: "stories",
  entities: [Story, Sponsorship, StorySearchTerm, StoryPlayerCount],
  resolvers: [StoryResolver],
  create({ config, uow, generations, files, clock }) {
    const cache = new GenerationalCache(generations, { dataSet: CATALOGUE_DATA_SET, ttlMs: config.catalogueCacheTtlMs });
    const writer = new StoryWriter(uow, generations);
    const management = new StoryManagement(uow, writer, files, clock);
    const counts = new GenerationalCache(generations, { dataSet: CATALOGUE_DATA_SET, ttlMs: UNTIL_CHANGED, maxEntries: COUNTS_KEPT });
    const index = new StoryIndexKeeper(uow, generations, new StoryRows(), {
      dataSet: CATALOGUE_DATA_SET,
      sharedDownloadsRefreshMs: SHARED_DOWNLOADS_REFRESH_MS,
      retryMs: INDEX_RETRY_MS,
    });
    const stories = new StoriesService(uow, writer, cache, counts, new SponsorshipsService(uow, generations), management, index);
    const readRoutes = storyReadRoutes(stories);
    return {
      services: stories,
      resolvers: [new StoryResolver(stories)],
      routers: [
        { mount: "api", router: storiesRouter(stories, readRoutes) },
        { mount: "root", router: storyImagesRouter(files, new SmallCovers(files)) },
      ],
      readRoutes,
      loaders: (ctx) => ({ stories: createStoryLoaders(ctx, stories) }),
      publicQueryFields: ["stories", "featuredStories", "story"],
      publicGetPrefixes: ["/api-coldcase/stories"],
      publicDataSets: [CATALOGUE_DATA_SET],
      start: () => index.start(),
      stop: () => index.stop(),
    };
  },
};
