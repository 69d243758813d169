import express, { type RequestHandler, Router } from "express";
import { sendError } from "../../platform/errors/http-errors";
import { refuseDeclaredOver } from "../../platform/http/declared-length";
import { logger } from "../../platform/logger";
import { systemContext } from "../../platform/request-context";
import type { StoryManagement } from "../stories";
import { STORY_UPLOADS, type StoryFileKind, type StoryUploadLinks } from "./admin-stories.upload-links";

const WRONG_TYPE: Record<StoryFileKind, string> = {
  cover: "Send the cover image's bytes with Content-Type image/jpeg, image/png or image/webp.",
  kit: "Send the kit's bytes with Content-Type application/pdf.",
};

/**
 * The signed PUTs that take a story's cover and kit. Who may was checked when the link was issued; here the signature
 * and expiry are checked first, then that the story exists, and only then is the body read, up to its limit (a body
 * that declares more is refused before a byte of it is read, one that turns out larger as soon as it passes it). The bytes themselves are checked by the stories
 * service, whatever the Content-Type claims.
 */
export function storyUploadsRouter(links: StoryUploadLinks, management: StoryManagement): Router {
  const router = Router();

  const signedFor =
    (kind: StoryFileKind): RequestHandler =>
    (req, res, next) => {
      res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
      const verdict = links.verify(String(req.params.id), kind, req.query);
      if (verdict === "expired") sendError(res, { errorCode: "LINK_EXPIRED", message: "This upload link has expired. Ask for a new one." });
      else if (verdict !== "valid") sendError(res, { errorCode: "FORBIDDEN", message: "This upload link is not valid." });
      else next();
    };

  const storyExists: RequestHandler = async (req, res, next) => {
    const id = String(req.params.id);
    if (await management.find(systemContext("story-upload"), id)) next();
    else sendError(res, { errorCode: "NOT_FOUND", message: `There is no story with the id "${id}".` });
  };

  for (const kind of ["cover", "kit"] as const) {
    const { contentTypes, maxBytes } = STORY_UPLOADS[kind];
    router.put(`/files/stories/:id/${kind}`, signedFor(kind), refuseDeclaredOver(maxBytes), storyExists, express.raw({ type: [...contentTypes], limit: maxBytes }), async (req, res) => {
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body)) {
        sendError(res, { errorCode: "UNSUPPORTED_MEDIA_TYPE", message: WRONG_TYPE[kind] });
        return;
      }
      const id = String(req.params.id);
      const ctx = systemContext(`story-${kind}-upload`);
      const stored = kind === "cover" ? await management.storeCover(ctx, id, body) : await management.storeKit(ctx, id, body);
      if (!stored.ok) {
        sendError(res, stored.error);
        return;
      }
      logger.info("stories.file_uploaded", { storyId: id, kind, bytes: body.byteLength });
      const story = stored.value;
      res.json(kind === "cover" ? { _id: story.id, cover_image: story.coverImage, small_cover_image: story.smallCoverImage, thumbnail_image: story.thumbnailImage } : { _id: story.id, has_kit_file: true });
    });
  }
  return router;
}
