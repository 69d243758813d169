import { Router } from "express";
import { requestContextOf } from "../../platform/http/authentication";
import { type Result, success } from "../../platform/errors/business-error";
import { sendError } from "../../platform/errors/http-errors";
import { type ApiReadRoute, serveReadRoute } from "../../platform/http/read-route";
import type { RequestContext } from "../../platform/request-context";
import type { Story } from "./story.entity";
import { type RestStory, type RestStoryList, toRestStory } from "./story.rest-shape";
import { parseStoryListQuery } from "./stories.rest-params";
import type { StoriesService } from "./stories.service";

const FEATURED_LIMIT = 24;

async function withSponsorNames(stories: StoriesService, ctx: RequestContext, items: Story[]): Promise<RestStory[]> {
  const sponsorships = await stories.sponsorshipsOf(ctx, items.filter((story) => story.isSponsored).map((story) => story.id));
  const names = new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship.sponsorName]));
  return items.map((story) => toRestStory(story, names.get(story.id) ?? null));
}

/** The catalogue's pages and its featured stories, answered from the context and query string alone. */
export function storyReadRoutes(stories: StoriesService): ApiReadRoute[] {
  return [
    {
      path: "/stories",
      async read(ctx, query): Promise<Result<RestStoryList>> {
        const params = parseStoryListQuery(query);
        if (!params.ok) return params;
        const result = await stories.list(ctx, params.value);
        if (!result.ok) return result;
        const page = result.value;
        return success({
          stories: await withSponsorNames(stories, ctx, page.items),
          total: page.total,
          pages: page.pages,
          currentPage: page.currentPage,
          nextCursor: page.hasMore ? page.endCursor : null,
        });
      },
    },
    {
      path: "/stories/featured",
      async read(ctx): Promise<Result<RestStoryList>> {
        const [featured, total] = await Promise.all([stories.featured(ctx, FEATURED_LIMIT), stories.countFeatured(ctx)]);
        return success({
          stories: await withSponsorNames(stories, ctx, featured),
          total,
          pages: Math.ceil(total / FEATURED_LIMIT),
          currentPage: 1,
          nextCursor: null,
        });
      },
    },
  ];
}

/** `readRoutes`: the module's `storyReadRoutes`, served here too. */
export function storiesRouter(stories: StoriesService, readRoutes: readonly ApiReadRoute[]): Router {
  const router = Router();

  // Before "/stories/:id", which would take "/stories/featured" for a story's id.
  for (const route of readRoutes) router.get(route.path, serveReadRoute(route));

  router.get("/stories/:id", async (req, res) => {
    const ctx = requestContextOf(res);
    const story = await stories.findById(ctx, req.params.id);
    if (!story) {
      sendError(res, { errorCode: "STORY_NOT_FOUND", message: `No story with id "${req.params.id}"` });
      return;
    }
    const [restStory] = await withSponsorNames(stories, ctx, [story]);
    res.json(restStory);
  });

  return router;
}
