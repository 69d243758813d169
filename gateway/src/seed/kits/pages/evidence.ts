import type { SeedStory } from "../../catalogue/seed-story";
import { COLORS, CONTENT_WIDTH, PAGE } from "../theme";
import type { KitWriter } from "../writer";

const TAG_WIDTH = 64;

/** The numbered exhibits, each on an evidence tag with a box to tick once the table has discussed it. */
export function writeEvidence(writer: KitWriter, story: SeedStory): void {
  const { fonts } = writer;
  writer.section("Evidence");
  writer.label("Evidence");
  writer.paragraph("Exhibits recovered", { font: fonts.serifBold, size: 26, leading: 1.15 });
  writer.space(4);
  writer.paragraph("Logged by the original investigators. Tick each exhibit once your team has discussed what it proves \u2014 and what it does not.", {
    font: fonts.serifItalic,
    size: 12,
    leading: 1.4,
    color: COLORS.muted,
  });
  writer.space(10);
  writer.rule(1.5);
  writer.space(8);

  const textStyle = { font: fonts.serif, size: 12, leading: 1.45, indent: TAG_WIDTH + 16, width: CONTENT_WIDTH - TAG_WIDTH - 44 };
  story.kit.evidence.forEach((exhibit, index) => {
    const height = Math.max(writer.measure(exhibit, textStyle), 40) + 22;
    writer.ensure(height);
    const top = writer.y - 10;
    const page = writer.page;
    page.drawRectangle({ x: PAGE.marginX, y: top - 40, width: TAG_WIDTH, height: 40, color: COLORS.rule });
    page.drawText("EXHIBIT", { x: PAGE.marginX + 8, y: top - 12, size: 6.5, font: fonts.sansBold, color: COLORS.shade });
    page.drawText(String(index + 1).padStart(2, "0"), { x: PAGE.marginX + 8, y: top - 34, size: 20, font: fonts.monoBold, color: COLORS.shade });
    page.drawRectangle({ x: PAGE.width - PAGE.marginX - 12, y: top - 14, width: 12, height: 12, borderColor: COLORS.rule, borderWidth: 1 });
    writer.y = top + 1;
    writer.paragraph(exhibit, textStyle);
    writer.y = Math.min(writer.y, top - 40) - 12;
    page.drawLine({ start: { x: PAGE.marginX, y: writer.y }, end: { x: PAGE.width - PAGE.marginX, y: writer.y }, thickness: 0.5, color: COLORS.faint });
  });
  writer.space(24);
  writer.label("Our theory");
  writer.noteLines(12);
}
