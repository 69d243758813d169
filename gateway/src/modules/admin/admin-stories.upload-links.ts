import type { Clock } from "../../platform/clock";
import type { LinkSigner, LinkVerdict } from "../../platform/signing/link-signer";
import { COVER_UPLOAD, KIT_UPLOAD } from "../stories";
import { StoryUploadLink } from "./admin-stories.types";

/** A story's two files: its cover (with the thumbnail made from it) and its kit PDF. */
export type StoryFileKind = "cover" | "kit";

/** Long enough to pick the file and send 50 MB on a slow line; short enough that a leaked link soon dies. */
const UPLOAD_LINK_TTL_MS = 15 * 60 * 1000;

export const STORY_UPLOADS: Record<StoryFileKind, { contentTypes: readonly string[]; maxBytes: number }> = {
  cover: COVER_UPLOAD,
  kit: KIT_UPLOAD,
};

export function storyUploadPath(storyId: string, kind: StoryFileKind): string {
  return `/files/stories/${encodeURIComponent(storyId)}/${kind}`;
}

/** Signs where an admin's browser sends a story's file; whoever asks must have been checked to be an admin already. */
export class StoryUploadLinks {
  constructor(
    private readonly signer: LinkSigner,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  issue(storyId: string, kind: StoryFileKind): StoryUploadLink {
    const { contentTypes, maxBytes } = STORY_UPLOADS[kind];
    return Object.assign(new StoryUploadLink(), {
      url: `${this.publicUrl}${this.signer.signPath(storyUploadPath(storyId, kind), UPLOAD_LINK_TTL_MS)}`,
      method: "PUT",
      contentTypes: [...contentTypes],
      maxBytes,
      expiresAt: new Date(this.clock().getTime() + UPLOAD_LINK_TTL_MS),
    });
  }

  verify(storyId: string, kind: StoryFileKind, query: Record<string, unknown>): LinkVerdict {
    return this.signer.verifyPath(storyUploadPath(storyId, kind), query);
  }
}
