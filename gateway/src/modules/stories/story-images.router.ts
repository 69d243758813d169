import express, { type Router } from "express";
import { failure } from "../../platform/errors/business-error";
import type { FileStore } from "../../platform/file-store";
import { sendRateLimited } from "../../platform/http/rate-limited";
import type { SmallCovers } from "./small-covers";
import { STORY_IMAGES_URL_PREFIX } from "./story-images";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Content-addressed files: a changed image gets a new name, so any copy of one may be kept for a year. */
const FOREVER = { index: false, immutable: true, maxAge: ONE_YEAR_MS } as const;
/** How soon a browser may ask again for a small cover the shop was too busy to make. */
const BUSY_RETRY_SECONDS = 2;

/**
 * Story covers and thumbnails: content-addressed file names, so browsers and CDNs may keep them forever. A small
 * cover that was never stored is made from its cover on the way, then served as the stored file it now is.
 */
export function storyImagesRouter(files: FileStore, smallCovers: SmallCovers): Router {
  const router = express.Router();
  router.use(`${STORY_IMAGES_URL_PREFIX}/small-covers`, express.static(files.folderOf("small-covers"), { ...FOREVER, fallthrough: true }));
  router.get(`${STORY_IMAGES_URL_PREFIX}/small-covers/:file`, async (req, res, next) => {
    if ((await smallCovers.make(req.params.file)) === "busy") {
      sendRateLimited(res, failure("RATE_LIMITED", `Too many phone-sized covers are being prepared; ask again in ${BUSY_RETRY_SECONDS} seconds.`, { retryAfterSeconds: BUSY_RETRY_SECONDS }).error);
      return;
    }
    next();
  });
  router.use(STORY_IMAGES_URL_PREFIX, express.static(files.storyImagesDir, { ...FOREVER, fallthrough: false }));
  return router;
}
