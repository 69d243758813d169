import { Router } from "express";
import { requestContextOf } from "../../platform/http/authentication";
import { sendError } from "../../platform/errors/http-errors";
import type { RequestContext } from "../../platform/request-context";
import type { Story } from "./story.entity";
import { type RestStoryList, toRestStory } from "./story.rest-shape";
import { parseStoryListQuery } from "./stories.rest-params";
import type { StoriesService } from "./stories.service";

const FEATURED_LIMIT = 24;

export function storiesRouter(stories: StoriesService): Router {
  const router = Router();

  async function withSponsorNames(ctx: RequestContext, items: Story[]) {
    const sponsorships = await stories.sponsorshipsOf(ctx, items.filter((story) => story.isSponsored).map((story) => story.id));
    const names = new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship.sponsorName]));
    return items.map((story) => toRestStory(story, names.get(story.id) ?? null));
  }

  router.get("/stories", async (req, res) => {
    const ctx = requestContextOf(res);
    const params = parseStoryListQuery(req.query);
    if (!params.ok) {
      sendError(res, params.error);
      return;
    }
    const result = await stories.list(ctx, params.value);
    if (!result.ok) {
      sendError(res, result.error);
      return;
    }
    const page = result.value;
    const body: RestStoryList = {
      stories: await withSponsorNames(ctx, page.items),
      total: page.total,
      pages: page.pages,
      currentPage: page.currentPage,
      nextCursor: page.hasMore ? page.endCursor : null,
    };
    res.json(body);
  });

  router.get("/stories/featured", async (_req, res) => {
    const ctx = requestContextOf(res);
    const [featured, total] = await Promise.all([stories.featured(ctx, FEATURED_LIMIT), stories.countFeatured(ctx)]);
    const body: RestStoryList = {
      stories: await withSponsorNames(ctx, featured),
      total,
      pages: Math.ceil(total / FEATURED_LIMIT),
      currentPage: 1,
      nextCursor: null,
    };
    res.json(body);
  });

  router.get("/stories/:id", async (req, res) => {
    const ctx = requestContextOf(res);
    const story = await stories.findById(ctx, req.params.id);
    if (!story) {
      sendError(res, { errorCode: "STORY_NOT_FOUND", message: `No story with id "${req.params.id}"` });
      return;
    }
    const [restStory] = await withSponsorNames(ctx, [story]);
    res.json(restStory);
  });

  return router;
}
