import { Router } from "express";
import type { Story } from "./story.entity";
import { type RestStoryList, toRestStory } from "./story.rest-shape";
import { parseStoryListQuery } from "./stories.rest-params";
import type { StoriesService } from "./stories.service";

const FEATURED_LIMIT = 24;

export function storiesRouter(stories: StoriesService): Router {
  const router = Router();

  async function withSponsorNames(items: Story[]) {
    const sponsorships = await stories.sponsorshipsOf(items.filter((story) => story.isSponsored).map((story) => story.id));
    const names = new Map(sponsorships.map((sponsorship) => [sponsorship.storyId, sponsorship.sponsorName]));
    return items.map((story) => toRestStory(story, names.get(story.id) ?? null));
  }

  router.get("/stories", async (req, res) => {
    const params = parseStoryListQuery(req.query);
    if (!params.ok) {
      res.status(400).json({ error: params.message, errorCode: "INVALID_PARAMETER", parameter: params.parameter });
      return;
    }
    const result = await stories.list(params.value);
    if (!result.ok) {
      res.status(400).json({ error: result.message, errorCode: result.errorCode, parameter: "after" });
      return;
    }
    const body: RestStoryList = {
      stories: await withSponsorNames(result.page.items),
      total: result.page.total,
      pages: result.page.pages,
      currentPage: result.page.currentPage,
      nextCursor: result.page.hasMore ? result.page.endCursor : null,
    };
    res.json(body);
  });

  router.get("/stories/featured", async (_req, res) => {
    const [featured, total] = await Promise.all([stories.featured(FEATURED_LIMIT), stories.countFeatured()]);
    const body: RestStoryList = {
      stories: await withSponsorNames(featured),
      total,
      pages: Math.ceil(total / FEATURED_LIMIT),
      currentPage: 1,
      nextCursor: null,
    };
    res.json(body);
  });

  router.get("/stories/:id", async (req, res) => {
    const story = await stories.findById(req.params.id);
    if (!story) {
      res.status(404).json({ error: `No story with id "${req.params.id}"`, errorCode: "STORY_NOT_FOUND" });
      return;
    }
    const [restStory] = await withSponsorNames([story]);
    res.json(restStory);
  });

  return router;
}
