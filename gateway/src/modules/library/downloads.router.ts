import { Router } from "express";
import { sendError } from "../../platform/errors/http-errors";
import { logger } from "../../platform/logger";
import { systemContext } from "../../platform/request-context";
import type { LinkSigner } from "../../platform/signing/link-signer";
import type { FileStore } from "../../platform/file-store";
import type { CaseFiles } from "./case-files";
import { caseFilePath } from "./download-links";
import type { LibraryService } from "./library.service";

/**
 * Serves case files behind signed links. Who may download was checked when the link was issued;
 * here the signature and expiry are checked, and a right revoked since (a refund) is refused.
 */
export function downloadsRouter(deps: { signer: LinkSigner; library: LibraryService; caseFiles: CaseFiles; files: FileStore }): Router {
  const router = Router();
  router.get("/files/case-files/:entryId", async (req, res) => {
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const entryId = Number(req.params.entryId);
    const verdict = Number.isSafeInteger(entryId) && entryId > 0 ? deps.signer.verifyPath(caseFilePath(entryId), req.query) : "invalid";
    if (verdict === "expired") {
      sendError(res, { errorCode: "LINK_EXPIRED", message: "This download link has expired. Ask for a new one from your library or your order page." });
      return;
    }
    if (verdict !== "valid") {
      sendError(res, { errorCode: "FORBIDDEN", message: "This download link is not valid." });
      return;
    }
    const ctx = systemContext("download");
    const entry = await deps.library.findEntry(ctx, entryId);
    if (!entry || entry.revokedAt !== null) {
      sendError(res, { errorCode: "FORBIDDEN", message: "This case file is no longer in a library it can be downloaded from." });
      return;
    }
    const file = await deps.caseFiles.ensure(ctx, entry);
    logger.info("library.case_file_downloaded", { entryId, storyId: entry.storyId });
    res.attachment(deps.caseFiles.downloadName(entry));
    res.type("application/pdf");
    res.sendFile(deps.files.pathOf("case-files", file));
  });
  return router;
}
