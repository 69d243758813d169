import express, { type Router } from "express";
import { STORY_IMAGES_URL_PREFIX } from "./story-images";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Story covers and thumbnails: content-addressed file names, so browsers and CDNs may keep them forever. */
export function storyImagesRouter(imagesDir: string): Router {
  const router = express.Router();
  router.use(STORY_IMAGES_URL_PREFIX, express.static(imagesDir, { fallthrough: false, index: false, immutable: true, maxAge: ONE_YEAR_MS }));
  return router;
}
