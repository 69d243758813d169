import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import type { RequestContext, Viewer } from "../../platform/request-context";
import type { LinkSigner } from "../../platform/signing/link-signer";
import { type DownloadLink, signDownloadLink } from "./download-links";
import type { LibraryEntry } from "./library-entry.entity";
import type { LibraryService } from "./library.service";

const NOT_IN_LIBRARY = "We couldn't find that case file in your library.";

/** Issues download links, after checking that whoever asks holds the story. */
export class LibraryDownloads {
  constructor(
    private readonly library: LibraryService,
    private readonly signer: LinkSigner,
    private readonly publicUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** A link for the signed-in owner of the entry; anyone else is told it does not exist. */
  async forOwner(ctx: RequestContext, viewer: Viewer, entryId: string): Promise<Result<DownloadLink, BusinessError<"NOT_FOUND">>> {
    const id = Number(entryId);
    const entry = Number.isSafeInteger(id) && id > 0 ? await this.library.findEntry(ctx, id) : null;
    if (!entry || entry.userId !== viewer.id || entry.revokedAt !== null) return failure("NOT_FOUND", NOT_IN_LIBRARY);
    return success(this.linkFor(entry));
  }

  /** A link for an entry the caller has already checked access to (an order page's own lines). */
  linkFor(entry: LibraryEntry): DownloadLink {
    return signDownloadLink(this.signer, this.publicUrl, entry.id, this.clock());
  }
}
