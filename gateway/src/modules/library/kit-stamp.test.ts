import { degrees, PDFArray, PDFDocument, PDFStream, decodePDFRawStream, PDFRawStream, StandardFonts, type PDFPage } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { renderKitPdf } from "../../seed/kits/render-kit";
import { harbourStory } from "../../seed/kits/test-fixtures";
import { PAGE } from "../../seed/kits/theme";
import { pdfPageTexts } from "../../test-support/pdf-text";
import { stampKit } from "./kit-stamp";

let kit: Uint8Array;

beforeAll(async () => {
  kit = await renderKitPdf(harbourStory);
});

/** The text matrix of the stamp: pdf-lib appends what it draws on a loaded page as the page's last content stream. */
function stampMatrix(page: PDFPage): number[] {
  const contents = page.node.Contents();
  const last = contents instanceof PDFArray ? page.doc.context.lookup(contents.get(contents.size() - 1)) : contents;
  if (!(last instanceof PDFStream)) throw new Error("page has no content stream");
  const bytes = last instanceof PDFRawStream ? decodePDFRawStream(last).decode() : last.getContents();
  const tm = /([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) Tm/.exec(Buffer.from(bytes).toString("latin1"));
  if (!tm) throw new Error("no text matrix in the page's last content stream");
  return tm.slice(1).map(Number);
}

describe("stampKit", () => {
  it("names the buyer on every page and in the subject, and keeps the kit a loadable PDF with its metadata", async () => {
    const stamped = await stampKit(kit, { detectiveName: "Jane Marple", orderNumber: "CCK-2026-000042" });
    const line = "Case file issued to Detective Jane Marple \u00b7 order CCK-2026-000042";

    const original = await PDFDocument.load(kit, { updateMetadata: false });
    const doc = await PDFDocument.load(stamped, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(original.getPageCount());
    expect(doc.getSubject()).toBe(line);
    expect(doc.getTitle()).toBe(original.getTitle());
    expect(doc.getAuthor()).toBe(original.getAuthor());
    expect(doc.getProducer()).toBe(original.getProducer());

    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(original.getPageCount());
    for (const text of pages) expect(text.split("\n")).toContain(line);
    const before = await pdfPageTexts(kit);
    pages.forEach((text, index) => expect(text).toContain(before[index]));
  });

  it("sits in the top margin, above where the kit's content starts and clear of the footer", async () => {
    const doc = await PDFDocument.load(await stampKit(kit, { detectiveName: "Jane Marple", orderNumber: "7" }));
    for (const page of doc.getPages()) {
      const [a, b, c, d, x, y] = stampMatrix(page);
      expect([a, b, c, d]).toEqual([1, 0, 0, 1]);
      expect(x).toBe(PAGE.marginX);
      // The line's descenders stay well above the first line of content, its capitals well below the edge.
      expect(y - 2).toBeGreaterThan(PAGE.height - PAGE.top + 12);
      expect(y + 6).toBeLessThan(PAGE.height - 30);
    }
  });

  it("spells a name WinAnsi cannot show as closely as it can, and never leaves it blank", async () => {
    const [first] = await pdfPageTexts(await stampKit(kit, { detectiveName: "Zo\u00eb \u0141ukasz \u674e", orderNumber: "CCK-1" }));
    expect(first).toContain("Case file issued to Detective Zo\u00eb Lukasz \u00b7 order CCK-1");

    const stamped = await stampKit(kit, { detectiveName: "\u674e\u660e \ud83d\udd75", orderNumber: "CCK-2" });
    expect((await PDFDocument.load(stamped)).getSubject()).toBe("Case file issued to Detective Anonymous \u00b7 order CCK-2");
  });

  it("flattens line breaks and runs of spaces in a name to single spaces", async () => {
    const stamped = await stampKit(kit, { detectiveName: "  Hercule\n\tPoirot\r\n ", orderNumber: " CCK-3 " });
    expect((await PDFDocument.load(stamped)).getSubject()).toBe("Case file issued to Detective Hercule Poirot \u00b7 order CCK-3");
  });

  it("shortens an overlong name with an ellipsis and keeps the order number whole", async () => {
    const name = "Maximiliana Wolfeschlegelsteinhausenbergerdorff-Ngata de la Vega y Montenegro";
    const stamped = await stampKit(kit, { detectiveName: name, orderNumber: "CCK-2026-000124" });
    const subject = (await PDFDocument.load(stamped)).getSubject() ?? "";
    expect(subject).toMatch(/^Case file issued to Detective Maximiliana Wolfeschlegel\S*\u2026 \u00b7 order CCK-2026-000124$/);
    expect(subject.length).toBeLessThan(`Case file issued to Detective ${name}`.length);
    const doc = await PDFDocument.load(stamped);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(font.widthOfTextAtSize(subject, 7.5)).toBeLessThanOrEqual(PAGE.width - 2 * PAGE.marginX);
    for (const text of await pdfPageTexts(stamped)) expect(text).toContain(subject);
  });

  it("lays the line along the top edge of rotated, cropped and small pages as they are displayed", async () => {
    const source = await PDFDocument.create();
    for (const angle of [90, 180, 270]) source.addPage([612, 792]).setRotation(degrees(angle));
    source.addPage([842, 595]).setCropBox(100, 50, 500, 400);
    source.addPage([298, 420]);
    const stamped = await stampKit(await source.save(), { detectiveName: "Sam Spade", orderNumber: "CCK-4" });
    const doc = await PDFDocument.load(stamped);
    const [rotated90, rotated180, rotated270, cropped, small] = doc.getPages().map(stampMatrix);
    const tenths = (matrix: number[]) => matrix.map((n) => Math.round(n * 10) / 10 + 0);
    expect(tenths(rotated90)).toEqual([0, 1, -1, 0, 44, 64]);
    expect(tenths(rotated180)).toEqual([-1, 0, 0, -1, 612 - 64, 44]);
    expect(tenths(rotated270)).toEqual([0, -1, 1, 0, 612 - 44, 792 - 64]);
    expect(tenths(cropped)).toEqual([1, 0, 0, 1, 100 + 52.3, 50 + 400 - 44]);
    expect(tenths(small)).toEqual([1, 0, 0, 1, 31.2, 420 - 44]);

    const subject = doc.getSubject() ?? "";
    expect(subject).toBe("Case file issued to Detective Sam Spade \u00b7 order CCK-4");
    for (const text of await pdfPageTexts(stamped)) expect(text).toBe(subject);
  });
});
