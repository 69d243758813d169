import express, { type RequestHandler, Router } from "express";
import { sendError } from "../../platform/errors/http-errors";
import type { FileStore } from "../../platform/file-store";
import { refuseDeclaredOver } from "../../platform/http/declared-length";
import { rowIdOf } from "../../platform/graphql/row-id";
import { logger } from "../../platform/logger";
import { checkPdfStructure } from "../../platform/pdf-structure";
import { systemContext } from "../../platform/request-context";
import { briefOf } from "./custom-case-brief";
import { type CustomCaseLinks, type CustomCaseRoute, MAX_CASE_FILE_BYTES } from "./custom-case-links";
import type { CustomCaseProduction } from "./custom-case-production";
import { CustomCaseStatus } from "./custom-case-status";
import type { CustomCases } from "./custom-cases";
import { renderDossier } from "./dossier";

export interface CustomCaseFilesDeps {
  links: CustomCaseLinks;
  cases: CustomCases;
  production: CustomCaseProduction;
  files: FileStore;
}

/** The case's id from a path whose signature `signedFor` has checked. */
function checkedId(id: string): number {
  const checked = rowIdOf(id);
  if (checked === null) throw new Error("A custom case route ran without its signature check");
  return checked;
}

/**
 * A custom case's files behind signed links: the delivered PDF, the draft dossier, and the upload of
 * the finished PDF. Who may was checked when the link was issued; here the signature and expiry are
 * checked first, then whether the case takes a file, before any body is read.
 */
export function customCaseFilesRouter({ links, cases, production, files }: CustomCaseFilesDeps): Router {
  const router = Router();
  const signedFor =
    (route: CustomCaseRoute): RequestHandler =>
    (req, res, next) => {
      res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
      const id = rowIdOf(String(req.params.id));
      const verdict = id === null ? "invalid" : links.verify(id, route, req.query);
      if (verdict === "expired") sendError(res, { errorCode: "LINK_EXPIRED", message: "This link has expired. Ask for a new one." });
      else if (verdict !== "valid") sendError(res, { errorCode: "FORBIDDEN", message: "This link is not valid." });
      else next();
    };

  router.get("/files/custom-cases/:id/case-file", signedFor("case-file"), async (req, res) => {
    const row = await cases.find(systemContext("custom-case-download"), checkedId(String(req.params.id)));
    if (!row || row.status !== CustomCaseStatus.DELIVERED || row.caseFile === null) {
      sendError(res, { errorCode: "FORBIDDEN", message: "This custom case cannot be downloaded." });
      return;
    }
    logger.info("commissions.case_file_downloaded", { customCaseId: row.id });
    res.attachment(`custom-case-${row.orderNumber}.pdf`);
    res.type("application/pdf");
    res.sendFile(files.pathOf("custom-cases", row.caseFile));
  });

  router.get("/files/custom-cases/:id/dossier", signedFor("dossier"), async (req, res) => {
    const row = await cases.find(systemContext("custom-case-dossier"), checkedId(String(req.params.id)));
    if (!row) {
      sendError(res, { errorCode: "NOT_FOUND", message: "There is no custom case with this id." });
      return;
    }
    const pdf = await renderDossier({ orderNumber: row.orderNumber, orderedAt: row.orderedAt, brief: briefOf(row) });
    res.attachment(`custom-case-${row.orderNumber}-draft-dossier.pdf`);
    res.type("application/pdf");
    res.send(Buffer.from(pdf));
  });

  // Before the body: a case that cannot take a file is told so without 20 MB being read first.
  const uploadable: RequestHandler = async (req, res, next) => {
    const checked = await production.uploadable(systemContext("custom-case-upload"), checkedId(String(req.params.id)));
    if (checked.ok) next();
    else sendError(res, checked.error);
  };

  router.put(
    "/files/custom-cases/:id/upload",
    signedFor("upload"),
    uploadable,
    refuseDeclaredOver(MAX_CASE_FILE_BYTES),
    express.raw({ type: "application/pdf", limit: MAX_CASE_FILE_BYTES }),
    async (req, res) => {
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body)) {
        sendError(res, { errorCode: "UNSUPPORTED_MEDIA_TYPE", message: "Send the finished case as a PDF's bytes, with Content-Type: application/pdf." });
        return;
      }
      const checked = checkPdfStructure(body, MAX_CASE_FILE_BYTES);
      if (!checked.ok) {
        sendError(res, checked.error);
        return;
      }
      const stored = await production.storeCaseFile(systemContext("custom-case-upload"), checkedId(String(req.params.id)), body);
      if (!stored.ok) {
        sendError(res, stored.error);
        return;
      }
      res.json({ _id: String(stored.value.id), status: stored.value.status, has_case_file: true, case_file_uploaded_at: stored.value.caseFileUploadedAt?.toISOString() ?? null });
    },
  );
  return router;
}
