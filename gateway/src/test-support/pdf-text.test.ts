import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { stampKit } from "../modules/library/kit-stamp";
import { renderKitPdf } from "../seed/kits/render-kit";
import { harbourStory } from "../seed/kits/test-fixtures";
import { pdfPageTexts, pdfText } from "./pdf-text";

const STAMP_LINE = "Case file issued to Detective Zo\u00eb Lukasz \u00b7 order CCK-2026-000123";

let stamped: Uint8Array;
let pageCount: number;

beforeAll(async () => {
  stamped = await stampKit(await renderKitPdf(harbourStory), { detectiveName: "Zo\u00eb \u0141ukasz \u674e", orderNumber: "CCK-2026-000123" });
  pageCount = (await PDFDocument.load(stamped)).getPageCount();
});

/** A one-page document whose content stream is written by hand, with Helvetica under a name like pdf-lib's own. */
async function handWritten(content: string, compress: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.node.setFontDictionary(PDFName.of("Helvetica-0123456789"), font.ref);
  const stream = compress ? doc.context.flateStream(content) : doc.context.stream(content);
  page.node.set(PDFName.of("Contents"), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

describe("pdfPageTexts", () => {
  it("finds the buyer's line on every page of a stamped kit, with the middle dot decoded to U+00B7", async () => {
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(pageCount);
    for (const text of pages) expect(text.split("\n")).toContain(STAMP_LINE);
  });

  it("reads a kit page as a reader would: letter-spaced and rotated words whole, pieces of a line on one line", async () => {
    const [cover] = await pdfPageTexts(stamped);
    const lines = cover.split("\n");
    expect(lines[0]).toMatch(/^COLD CASE KITS CASE FILE No\. \d+$/);
    expect(lines).toContain("UNSOLVED");
    expect(lines).toContain("MURDER \u00b7 LOW TECH");
    expect(lines).toContain(harbourStory.title.split(" ").slice(0, 3).join(" "));
    expect(lines.some((line) => /^Cold Case Kits \u00b7 Case file No\. \d+ \u00b7 The Pilot Who Never Docked Page 1 of \d+$/.test(line))).toBe(true);
  });

  it("reads text inside embedded pages", async () => {
    const doc = await PDFDocument.create();
    const [embedded] = await doc.embedPdf(stamped, [0]);
    doc.addPage([612, 792]).drawPage(embedded, { x: 0, y: 0, xScale: 0.5, yScale: 0.5 });
    const [text] = await pdfPageTexts(await doc.save());
    expect(text.split("\n")).toContain(STAMP_LINE);
  });

  it("decodes literal and hex strings, escapes, TJ arrays and quote operators, past comments, properties and inline images", async () => {
    const content = [
      "/Span << /ActualText (not drawn) Tj /Extra [ (nor this) >> BDC",
      "BT /Helvetica-0123456789 12 Tf 14 TL 10 180 Td",
      "(Literal \\(nested \\(parens\\)\\) \\267 \\\\ done) Tj",
      "BI /W 2 /H 1 /BPC 8 /CS /G ID \u00ff(oops) Tj\n EI",
      "T* <4865782097> Tj",
      "T* [(Kern)-20(ed)-400(words)] TJ",
      "(Next line) '",
      "0 0 (Double quote) \"",
      "% a comment (not text) Tj",
      "ET EMC",
    ].join("\n");
    const expected = ["Literal (nested (parens)) \u00b7 \\ done", "Hex \u2014", "Kerned words", "Next line", "Double quote"].join("\n");
    for (const compress of [false, true]) {
      const bytes = await handWritten(content, compress);
      expect(await pdfPageTexts(bytes)).toEqual([expected]);
      expect(pdfText(bytes)).toBe(expected);
    }
  });

  it("returns an empty string for each page without text", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage().drawRectangle({ x: 10, y: 10, width: 50, height: 50 });
    const bytes = await doc.save();
    expect(await pdfPageTexts(bytes)).toEqual(["", ""]);
    expect(pdfText(bytes)).toBe("");
  });
});

describe("pdfText", () => {
  it("reads every page's stamp from the file's bytes alone", () => {
    const text = pdfText(stamped);
    expect(text.split("\n").filter((line) => line === STAMP_LINE)).toHaveLength(pageCount);
    expect(text).toContain("SEALED SOLUTION");
    expect(text).toContain(harbourStory.kit.culprit);
  });

  it("reads files saved with and without object streams alike", async () => {
    const doc = await PDFDocument.load(stamped);
    const plain = pdfText(await doc.save({ useObjectStreams: false }));
    expect(plain.split("\n").filter((line) => line === STAMP_LINE)).toHaveLength(pageCount);
  });
});
