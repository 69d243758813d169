import { COVER_SIZE, SMALL_COVER_SIZE } from "../../platform/artwork/render-artwork";
import type { Story } from "../stories";
import type { LeadImage } from "./page-meta";

/**
 * How wide the story page lays its cover out: the whole content width up to 62em (1rem or, from 48em, 2rem of
 * padding each side), then 7 of 12 columns of the 1320px container, less its padding and the 48px gap. The page's
 * <img> (frontend `story-cover.tsx`) gives the same `sizes`, so the preload fetches the width the page shows
 * (`server-rendered-pages.test.ts` compares the two).
 */
const STORY_COVER_SIZES = "(min-width: 62em) calc((min(100vw, 1320px) - 112px) * 7 / 12), (min-width: 48em) calc(100vw - 4rem), calc(100vw - 2rem)";

export function storyCoverImage(story: Pick<Story, "coverImage" | "smallCoverImage">): LeadImage {
  return {
    path: story.coverImage,
    srcset: `${story.smallCoverImage} ${SMALL_COVER_SIZE.width}w, ${story.coverImage} ${COVER_SIZE.width}w`,
    sizes: STORY_COVER_SIZES,
  };
}
