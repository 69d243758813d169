import { randomBytes } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checkPdfStructure } from "./pdf-structure";

const MB = 1024 * 1024;

async function pdf(options: { useObjectStreams: boolean }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText("The Lighthouse Affair", { x: 72, y: 700, size: 24, font });
  return Buffer.from(await doc.save(options));
}

/** The file with its last `startxref` offset replaced. */
function pointingAt(bytes: Buffer, offset: string): Buffer {
  const text = bytes.toString("latin1");
  const at = text.lastIndexOf("startxref");
  return Buffer.from(text.slice(0, at) + text.slice(at).replace(/^startxref(\s+)\d+/, `startxref$1${offset}`), "latin1");
}

const faultOf = (bytes: Buffer) => {
  const checked = checkPdfStructure(bytes, 20 * MB);
  return checked.ok ? null : checked.error;
};

describe("the structural check of an uploaded PDF", () => {
  it("takes a PDF with a cross-reference stream and one with a cross-reference table", async () => {
    expect(checkPdfStructure(await pdf({ useObjectStreams: true }), 20 * MB).ok).toBe(true);
    expect(checkPdfStructure(await pdf({ useObjectStreams: false }), 20 * MB).ok).toBe(true);
  });

  it("takes a PDF 2.0 and trailing bytes after %%EOF", async () => {
    const bytes = await pdf({ useObjectStreams: false });
    const version2 = Buffer.concat([Buffer.from("%PDF-2.0"), bytes.subarray(8), Buffer.from("\r\n\n")]);
    expect(checkPdfStructure(version2, 20 * MB).ok).toBe(true);
  });

  it.each([
    ["empty", Buffer.alloc(0)],
    ["a PNG", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(100)])],
    ["an unknown version", Buffer.from("%PDF-3.0\n%%EOF\n")],
    ["a PDF header later in the file", Buffer.from(" %PDF-1.7\n")],
  ])("refuses what does not start as a PDF: %s", (_name, bytes) => {
    expect(faultOf(bytes)).toEqual({ errorCode: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringContaining("This file is not a PDF") });
  });

  it("refuses a PDF whose end is missing, or whose startxref is missing or points anywhere but a cross-reference", async () => {
    const bytes = await pdf({ useObjectStreams: false });
    const text = bytes.toString("latin1");
    const offset = Number(/startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf("startxref")))?.[1]);
    const damaged = [
      bytes.subarray(0, Math.floor(bytes.length / 2)),
      bytes.subarray(0, bytes.lastIndexOf("%%EOF")),
      Buffer.from(text.replace(/startxref/g, "startXref"), "latin1"),
      pointingAt(bytes, String(bytes.length)),
      pointingAt(bytes, "99999999999999"),
      pointingAt(bytes, String(offset + 1)),
      pointingAt(bytes, "0"),
    ];
    for (const file of damaged) expect(faultOf(file)).toEqual({ errorCode: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringContaining("starts like a PDF but does not end like one") });
  });

  it("refuses 20 MB of junk behind a PDF header by its last bytes alone", () => {
    const junk = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(20 * MB - 9)]);
    expect(faultOf(junk)?.errorCode).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses more than the limit it is given with PAYLOAD_TOO_LARGE, naming the limit", () => {
    expect(faultOf(Buffer.alloc(20 * MB + 1))).toEqual({
      errorCode: "PAYLOAD_TOO_LARGE",
      message: `The file is ${20 * MB + 1} bytes; it can be at most ${20 * MB} bytes (20 MB).`,
      details: { limit: 20 * MB },
    });
    expect(checkPdfStructure(Buffer.from("%PDF-1.7\n"), 4)).toMatchObject({ ok: false, error: { errorCode: "PAYLOAD_TOO_LARGE", message: "The file is 9 bytes; it can be at most 4 bytes." } });
  });
});
