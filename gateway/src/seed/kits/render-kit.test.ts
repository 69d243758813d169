import "reflect-metadata";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderKitPdf } from "./render-kit";
import { harbourStory, unicodeStory } from "./test-fixtures";

describe("renderKitPdf", () => {
  it("produces a PDF that loads back with cover, briefing, suspects, evidence and solution pages", async () => {
    const bytes = await renderKitPdf(harbourStory);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const minimum = 1 + 1 + harbourStory.kit.suspects.length + 1 + 1;
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(minimum);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual([612, 792]);
  });

  it("sets the document metadata from the story", async () => {
    const doc = await PDFDocument.load(await renderKitPdf(harbourStory), { updateMetadata: false });
    expect(doc.getTitle()).toBe(harbourStory.title);
    expect(doc.getAuthor()).toBe("Cold Case Kits");
    expect(doc.getSubject()).toContain(harbourStory.city);
  });

  it("renders text WinAnsi cannot encode without throwing, keeping the real title in the metadata", async () => {
    const doc = await PDFDocument.load(await renderKitPdf(unicodeStory), { updateMetadata: false });
    expect(doc.getTitle()).toBe("The Silk Lantern of Hội An");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1 + 1 + unicodeStory.kit.suspects.length + 1 + 1);
  });

  it("paginates a briefing far longer than one page", async () => {
    const paragraph = harbourStory.longDescription.split("\n\n")[0];
    const long = { ...harbourStory, longDescription: Array.from({ length: 30 }, () => paragraph).join("\n\n") };
    const short = await PDFDocument.load(await renderKitPdf(harbourStory));
    const doc = await PDFDocument.load(await renderKitPdf(long));
    expect(doc.getPageCount()).toBeGreaterThan(short.getPageCount() + 1);
  });
});
