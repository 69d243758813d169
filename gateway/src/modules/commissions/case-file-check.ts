import { PDFDocument } from "pdf-lib";
import { type BusinessError, failure, type Result, success } from "../../platform/errors/business-error";
import { MAX_CASE_FILE_BYTES } from "./custom-case-links";

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

export type CaseFileFault = BusinessError<"PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE">;

/** Whether the bytes are a PDF the customer can open: small enough, starting as a PDF does, and readable with at least one page. */
export async function checkCaseFile(bytes: Buffer): Promise<Result<null, CaseFileFault>> {
  if (bytes.byteLength > MAX_CASE_FILE_BYTES) {
    return failure("PAYLOAD_TOO_LARGE", `The file is ${bytes.byteLength} bytes; a case file can be at most ${MAX_CASE_FILE_BYTES} bytes (20 MB).`, { limit: MAX_CASE_FILE_BYTES });
  }
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return failure("UNSUPPORTED_MEDIA_TYPE", "This file is not a PDF (a PDF starts with %PDF-). Export the finished case as a PDF and upload that file.");
  }
  let pages: number;
  try {
    pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch {
    return failure("UNSUPPORTED_MEDIA_TYPE", "This file starts like a PDF but cannot be read as one (it may be damaged or encrypted). Export it again and upload the new file.");
  }
  if (pages === 0) return failure("UNSUPPORTED_MEDIA_TYPE", "This PDF has no pages. Export the finished case again and upload the new file.");
  return success(null);
}
