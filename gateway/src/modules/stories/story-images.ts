export type StoryImageKind = "covers" | "small-covers" | "thumbnails";

/** Public URL prefix of story images; the spec normalises every image path to it. */
export const STORY_IMAGES_URL_PREFIX = "/images/stories";

export function storyImageUrl(kind: StoryImageKind, file: string): string {
  return `${STORY_IMAGES_URL_PREFIX}/${kind}/${encodeURIComponent(file)}`;
}
