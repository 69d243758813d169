import type { StoryArtwork } from "../../platform/artwork/render-artwork";
import type { FileStore } from "../../platform/file-store";
import type { Story } from "./story.entity";

/**
 * Stores a story's artwork under content-addressed names. The phone-sized cover takes the full cover's name in a
 * folder of its own, so the story's cover file names both.
 */
export async function storeStoryArtwork(files: FileStore, baseName: string, artwork: StoryArtwork): Promise<Pick<Story, "coverFile" | "thumbnailFile">> {
  const [coverFile, thumbnailFile] = await Promise.all([
    files.writeContentAddressed("covers", baseName, "webp", artwork.cover),
    files.writeContentAddressed("thumbnails", baseName, "webp", artwork.thumbnail),
  ]);
  await files.write("small-covers", coverFile, artwork.smallCover);
  return { coverFile, thumbnailFile };
}
