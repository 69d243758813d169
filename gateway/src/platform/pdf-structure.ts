import { type BusinessError, failure, type Result, success } from "./errors/business-error";

export type PdfStructureFault = BusinessError<"PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE">;

/** A PDF's first bytes: the format and its major version (1.x and 2.0 exist). */
const HEADER = /^%PDF-[12]\./;
/** Where a PDF's trailer sits: `startxref`, its offset and `%%EOF` end the file, give or take trailing bytes. */
const TRAILER_WINDOW = 2048;
/** PDF's white-space characters: NUL, tab, line feed, form feed, carriage return, space. */
const SPACE = "[\\0\\t\\n\\f\\r ]";
const START_XREF = new RegExp(`^startxref${SPACE}+(\\d{1,12})(?![0-9])`);
/**
 * What `startxref` must point at: a cross-reference table or a cross-reference stream's object. Leading white space is
 * allowed, as readers allow it: some writers count the line break before.
 */
const CROSS_REFERENCE = new RegExp(`^${SPACE}*(xref|\\d+${SPACE}+\\d+${SPACE}+obj)`);

const NOT_A_PDF = "This file is not a PDF (a PDF starts with %PDF-1. or %PDF-2.). Export the document as a PDF and upload that file.";
const DAMAGED = "This file starts like a PDF but does not end like one (its cross-reference is missing or points nowhere): it may be cut short or damaged. Export the PDF again and upload the new file.";

const MB = 1024 * 1024;

/** The offset `startxref` gives in the file's last bytes, or null when the file does not end as a PDF does. */
function crossReferenceOffset(bytes: Buffer): number | null {
  const tail = bytes.subarray(Math.max(0, bytes.byteLength - TRAILER_WINDOW)).toString("latin1");
  if (!tail.includes("%%EOF")) return null;
  const at = tail.lastIndexOf("startxref");
  const match = at < 0 ? null : START_XREF.exec(tail.slice(at));
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * Whether the bytes are shaped like a PDF: at most `maxBytes`, the header, and a trailer whose `startxref` points at a
 * cross-reference inside the file. Only the first and last bytes are looked at, never the object graph: parsing tens of
 * megabytes of a hostile file would hold the gateway's event loop for minutes.
 */
export function checkPdfStructure(bytes: Buffer, maxBytes: number): Result<null, PdfStructureFault> {
  if (bytes.byteLength > maxBytes) {
    const megabytes = Number.isInteger(maxBytes / MB) ? ` (${maxBytes / MB} MB)` : "";
    return failure("PAYLOAD_TOO_LARGE", `The file is ${bytes.byteLength} bytes; it can be at most ${maxBytes} bytes${megabytes}.`, { limit: maxBytes });
  }
  if (!HEADER.test(bytes.subarray(0, 8).toString("latin1"))) return failure("UNSUPPORTED_MEDIA_TYPE", NOT_A_PDF);
  const offset = crossReferenceOffset(bytes);
  if (offset === null || offset >= bytes.byteLength) return failure("UNSUPPORTED_MEDIA_TYPE", DAMAGED);
  const target = bytes.subarray(offset, offset + 64).toString("latin1");
  return CROSS_REFERENCE.test(target) ? success(null) : failure("UNSUPPORTED_MEDIA_TYPE", DAMAGED);
}
