import { PDFDocument } from "pdf-lib";
import type { SeedStory } from "../catalogue/seed-story";
import { caseFileNumber } from "../../platform/artwork/case-number";
import { embedKitFonts } from "./fonts";
import { addFooters } from "./footer";
import { writeBriefing } from "./pages/briefing";
import { writeCover, type ContentsEntry } from "./pages/cover";
import { writeEvidence } from "./pages/evidence";
import { writeSolution } from "./pages/solution";
import { writeSuspects } from "./pages/suspects";
import { SHOP_NAME } from "./theme";
import { KitWriter } from "./writer";

/**
 * Renders a story's printable kit (US Letter): cover, case briefing, one sheet per suspect, evidence, and the
 * sealed solution, with page numbers and document metadata.
 */
export async function renderKitPdf(story: SeedStory): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(story.title, { showInWindowTitleBar: true });
  doc.setAuthor(SHOP_NAME);
  doc.setSubject(`${story.title}: a cold-case mystery kit set in ${story.city}. Case file No. ${caseFileNumber(story.slug)}.`);
  doc.setKeywords(["cold case", "murder mystery", "game kit", story.type, story.city]);
  doc.setCreator(SHOP_NAME);
  doc.setProducer(SHOP_NAME);
  doc.setLanguage("en-US");

  const writer = new KitWriter(doc, await embedKitFonts(doc));
  const contents: ContentsEntry[] = [];
  const section = (title: string, write: () => void) => {
    contents.push({ title, page: doc.getPageCount() + 1 });
    write();
  };
  section("Case briefing", () => writeBriefing(writer, story));
  section(`Suspect sheets (${story.kit.suspects.length})`, () => writeSuspects(writer, story));
  section("Evidence", () => writeEvidence(writer, story));
  section("Sealed solution", () => writeSolution(writer, story));
  writeCover(writer, story, contents);
  addFooters(doc, writer.fonts, story);
  return doc.save();
}
