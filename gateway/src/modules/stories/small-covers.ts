import { encodeSmallCover } from "../../platform/artwork/render-artwork";
import type { FileStore } from "../../platform/file-store";

/** The shop's own cover file names: a story id, a content hash, WebP. Anything else names no cover. */
const COVER_FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.webp$/;
/** Small covers made at once, at most: each is a decode and a resize, on the thread pool file reads also wait for. */
const MAKING_AT_ONCE = 2;

export type SmallCoverOutcome = "stored" | "no-such-cover" | "busy";

/**
 * Makes the phone-sized cover of a cover stored before the shop kept one, the first time it is asked for, and stores
 * it beside the others. Requests for the same cover while it is being made share the one making.
 */
export class SmallCovers {
  private readonly making = new Map<string, Promise<SmallCoverOutcome>>();

  constructor(private readonly files: FileStore) {}

  /** Stores the small cover of this cover file unless it is stored already; "busy" when too many are being made. */
  make(coverFile: string): Promise<SmallCoverOutcome> {
    if (!COVER_FILE_NAME.test(coverFile)) return Promise.resolve("no-such-cover");
    const pending = this.making.get(coverFile);
    if (pending) return pending;
    if (this.making.size >= MAKING_AT_ONCE) return Promise.resolve("busy");
    const making = this.makeAndStore(coverFile).finally(() => this.making.delete(coverFile));
    this.making.set(coverFile, making);
    return making;
  }

  private async makeAndStore(coverFile: string): Promise<SmallCoverOutcome> {
    // Another request may have stored it between its own miss and this one.
    if (await this.files.exists("small-covers", coverFile)) return "stored";
    if (!(await this.files.exists("covers", coverFile))) return "no-such-cover";
    await this.files.write("small-covers", coverFile, await encodeSmallCover(await this.files.read("covers", coverFile)));
    return "stored";
  }
}
