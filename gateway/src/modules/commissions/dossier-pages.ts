import { drawStamp } from "../../seed/kits/stamp";
import { COLORS, CONTENT_WIDTH, PAGE, SHOP_NAME } from "../../seed/kits/theme";
import { toWinAnsi } from "../../seed/kits/winansi";
import type { KitWriter } from "../../seed/kits/writer";
import { briefFacts, suspectFacts } from "./brief-labels";
import type { Brief, SuspectDetails } from "./custom-case-brief";

/** Wide enough for "Relationship to the victim" in tracked capitals. */
const FACT_LABEL_WIDTH = 170;
/** What a field shows when none of its characters can be printed in the kits' fonts (a name in Chinese, say). */
const UNPRINTABLE = "(not printable here: see the brief in the admin queue)";

/** The text as the kits' fonts can print it, or a note pointing to the original when nothing of it can be. */
export function printable(text: string): string {
  return toWinAnsi(text).trim() || UNPRINTABLE;
}

export interface DossierCase {
  orderNumber: string;
  orderedAt: Date;
  brief: Brief;
}

/** Label and value rows, each value wrapping beside its label. */
function writeFacts(writer: KitWriter, facts: ReadonlyArray<readonly [string, string]>): void {
  const { fonts } = writer;
  const style = { font: fonts.serif, size: 12, leading: 1.35, indent: FACT_LABEL_WIDTH, width: CONTENT_WIDTH - FACT_LABEL_WIDTH };
  for (const [label, value] of facts) {
    const shown = printable(value);
    writer.ensure(writer.measure(shown, style));
    const top = writer.y;
    writer.text(label.toUpperCase(), { font: fonts.sansBold, size: 8, color: COLORS.muted }, { tracking: 1.2 });
    writer.y = top - 1.5;
    writer.paragraph(shown, style);
    writer.space(8);
  }
}

/** The first page: the brief as a whole, with the suspects listed, stamped as a draft. */
export function writeDossierCover(writer: KitWriter, dossier: DossierCase): void {
  const { fonts } = writer;
  const { brief } = dossier;
  const headTop = writer.y;
  writer.text(SHOP_NAME.toUpperCase(), { font: fonts.sansBold, size: 10 }, { tracking: 3 });
  writer.y = headTop;
  writer.text(`ORDER ${dossier.orderNumber}`, { font: fonts.monoBold, size: 10 }, { x: PAGE.width - PAGE.marginX, align: "right" });
  writer.space(10);
  writer.rule(2.5);
  writer.space(3);
  writer.rule(0.6);
  writer.space(60);

  writer.text("CUSTOM CASE", { font: fonts.sansBold, size: 9, color: COLORS.red }, { tracking: 2 });
  writer.space(10);
  writer.paragraph("Custom Case \u2014 draft dossier", { font: fonts.serifBold, size: 32, leading: 1.1 });
  writer.space(6);
  writer.paragraph(`Ordered ${dossier.orderedAt.toISOString().slice(0, 10)} \u00b7 wanted by ${brief.dateRequired}`, { font: fonts.serifItalic, size: 15, leading: 1.3, color: COLORS.muted });
  writer.space(14);
  writer.page.drawRectangle({ x: PAGE.marginX, y: writer.y, width: 44, height: 2.5, color: COLORS.red });
  writer.space(18);
  writer.paragraph("Everything the customer wrote in the Mystery Creator, as they wrote it. A working draft for the writer, not for the customer.", {
    font: fonts.serif,
    size: 12,
    leading: 1.45,
    width: CONTENT_WIDTH * 0.8,
  });
  writer.space(18);

  writer.label("The brief");
  writeFacts(writer, [["Order number", dossier.orderNumber], ...briefFacts(brief)]);
  writer.space(10);
  writer.label(`Suspects (${brief.suspects.length})`);
  brief.suspects.forEach((suspect, index) => {
    writer.paragraph(`${index + 1}.  ${printable(suspect.fullName)}`, { font: fonts.serif, size: 12, leading: 1.45 });
  });

  drawStamp(writer.page, fonts.monoBold, {
    text: "Draft",
    subtext: `Order ${dossier.orderNumber}`,
    cx: PAGE.width - PAGE.marginX - 70,
    cy: PAGE.height - PAGE.top - 58,
    size: 24,
    angle: -12,
  });
}

/** One sheet per suspect with every field the customer gave, and room for the writer's notes. */
export function writeDossierSuspect(writer: KitWriter, suspect: SuspectDetails, number: number, total: number): void {
  const { fonts } = writer;
  writer.section(`Suspect ${number} of ${total}`);
  writer.label(`Suspect ${number} of ${total}`);
  writer.paragraph(printable(suspect.fullName), { font: fonts.serifBold, size: 28, leading: 1.15 });
  if (suspect.relationship !== null) writer.paragraph(printable(suspect.relationship), { font: fonts.serifItalic, size: 14, leading: 1.3, color: COLORS.muted });
  writer.space(10);
  writer.rule(1.5);
  writer.space(18);
  writeFacts(writer, suspectFacts(suspect));
  writer.space(16);
  writer.label("Writer's notes");
  writer.noteLines(30);
}
