import type { FileStore } from "../../platform/file-store";
import type { RequestContext } from "../../platform/request-context";
import type { StoriesService } from "../stories";
import { stampKit } from "./kit-stamp";
import type { LibraryEntry } from "./library-entry.entity";
import type { LibraryService } from "./library.service";

/** The stamped copy of a kit made for one library entry: made once, on first need, and kept. */
export class CaseFiles {
  constructor(
    private readonly files: FileStore,
    private readonly stories: StoriesService,
    private readonly library: LibraryService,
  ) {}

  /** Stampings under way in this process, so a download arriving while the outbox stamps waits for that one. */
  private readonly making = new Map<number, Promise<string>>();

  /** The stored file name of the entry's stamped case file, making it first if it does not exist yet. */
  async ensure(ctx: RequestContext, entry: LibraryEntry): Promise<string> {
    if (entry.caseFile && (await this.files.exists("case-files", entry.caseFile))) return entry.caseFile;
    const underway = this.making.get(entry.id);
    if (underway) return underway;
    const made = this.make(ctx, entry).finally(() => this.making.delete(entry.id));
    this.making.set(entry.id, made);
    return made;
  }

  private async make(ctx: RequestContext, entry: LibraryEntry): Promise<string> {
    const story = await this.stories.findById(ctx, entry.storyId);
    if (!story) throw new Error(`Library entry ${entry.id} names story ${entry.storyId}, which no longer exists`);
    const kit = await this.files.read("kits", story.kitFile);
    const stamped = await stampKit(kit, { detectiveName: entry.holderName, orderNumber: entry.reference });
    // Named by entry: gateways racing to make it write the same bytes to the same name, each through its own temporary file.
    const file = `${story.id}-${entry.id}.pdf`;
    await this.files.write("case-files", file, stamped);
    await this.library.recordCaseFile(ctx, entry.id, file);
    return file;
  }

  /** The name the customer's browser saves the file under. */
  downloadName(entry: LibraryEntry): string {
    return `${entry.storyId}-case-file.pdf`;
  }
}
