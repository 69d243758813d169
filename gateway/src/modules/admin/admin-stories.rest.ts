import express, { type Response, Router } from "express";
import { type BusinessError, invalidDetails } from "../../platform/errors/business-error";
import { sendError } from "../../platform/errors/http-errors";
import { requestContextOf, requireAdmin } from "../../platform/http/authentication";
import { personal } from "../../platform/http/personal";
import type { RequestContext } from "../../platform/request-context";
import { type RestStory, toRestStory } from "../stories";
import { parseAdminStoryListQuery, parseNewStoryBody, parseStoryChangesBody, restFieldErrors } from "./admin-stories.rest-params";
import type { AdminStoriesService } from "./admin-stories.service";
import type { AdminStory } from "./admin-stories.types";

const dollars = (cents: number) => cents / 100;
/**
 * Room for the longest story a client may send: its texts are about 12,000 characters at most, and JSON escaped to ASCII
 * (as Python's json.dumps writes it) spends 12 bytes on a character outside the Basic Multilingual Plane.
 */
const BODY_LIMIT = "256kb";

/** A story in the REST shape, with what the operator sees beside it. */
interface RestAdminStory extends RestStory {
  price: number;
  revenue: number;
  revenue_cents: number;
  has_kit_file: boolean;
}

async function restAdminStories(admin: AdminStoriesService, ctx: RequestContext, stories: readonly AdminStory[]): Promise<RestAdminStory[]> {
  const sponsors = await admin.sponsorNames(ctx, stories);
  return stories.map(({ story, revenueCents, hasKitFile }) => ({
    ...toRestStory(story, sponsors.get(story.id) ?? null),
    price: dollars(story.priceCents),
    revenue: dollars(revenueCents),
    revenue_cents: revenueCents,
    has_kit_file: hasKitFile,
  }));
}

/** A service's failure with its field errors named as the REST shape names them. */
function sendStoryError(res: Response, error: BusinessError): void {
  sendError(res, error.errorCode === "INVALID_DETAILS" ? invalidDetails(restFieldErrors(error.details ?? {})).error : error);
}

/** Story Management over REST (spec section 7's `/admin/stories`), over the same service as GraphQL. */
export function adminStoriesRouter(admin: AdminStoriesService): Router {
  const router = Router();

  router.get("/admin/stories", personal, requireAdmin, async (req, res) => {
    const ctx = requestContextOf(res);
    const request = parseAdminStoryListQuery(req.query);
    if (!request.ok) {
      sendError(res, request.error);
      return;
    }
    const page = await admin.page(ctx, request.value);
    if (!page.ok) {
      sendError(res, page.error);
      return;
    }
    res.json({
      stories: await restAdminStories(admin, ctx, page.value.items),
      total: page.value.total,
      has_more: page.value.hasMore,
      next_cursor: page.value.hasMore ? page.value.endCursor : null,
    });
  });

  router.get("/admin/stories/:id", personal, requireAdmin, async (req, res) => {
    const ctx = requestContextOf(res);
    const story = await admin.find(ctx, String(req.params.id));
    if (!story) {
      sendError(res, { errorCode: "NOT_FOUND", message: `There is no story with the id "${String(req.params.id)}".` });
      return;
    }
    const [body] = await restAdminStories(admin, ctx, [story]);
    res.json(body);
  });

  // The admin check comes before the body parser: a visitor's body is never read.
  router.post("/admin/stories", personal, requireAdmin, express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const ctx = requestContextOf(res);
    const body = parseNewStoryBody(req.body);
    if (!body.ok) {
      sendError(res, invalidDetails(body.fieldErrors).error);
      return;
    }
    const created = await admin.create(ctx, body.value.id, body.value.draft);
    if (!created.ok) {
      sendStoryError(res, created.error);
      return;
    }
    const [story] = await restAdminStories(admin, ctx, [created.value]);
    res.status(201).json(story);
  });

  router.patch("/admin/stories/:id", personal, requireAdmin, express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const ctx = requestContextOf(res);
    const changes = parseStoryChangesBody(req.body);
    if (!changes.ok) {
      sendError(res, invalidDetails(changes.fieldErrors).error);
      return;
    }
    const updated = await admin.update(ctx, String(req.params.id), changes.value);
    if (!updated.ok) {
      sendStoryError(res, updated.error);
      return;
    }
    const [story] = await restAdminStories(admin, ctx, [updated.value]);
    res.json(story);
  });

  return router;
}
