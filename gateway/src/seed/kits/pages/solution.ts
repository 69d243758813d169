import type { SeedStory } from "../../catalogue/seed-story";
import { caseFileNumber } from "../../../platform/artwork/case-number";
import { drawStamp } from "../stamp";
import { COLORS, CONTENT_WIDTH, PAGE } from "../theme";
import type { KitWriter } from "../writer";

/** The last page, meant to be folded shut until the accusation is made. */
export function writeSolution(writer: KitWriter, story: SeedStory): void {
  const { fonts } = writer;
  writer.section("Sealed solution");
  const bandHeight = 74;
  const bandTop = writer.y;
  writer.page.drawRectangle({ x: PAGE.marginX, y: bandTop - bandHeight, width: CONTENT_WIDTH, height: bandHeight, color: COLORS.rule });
  writer.space(18);
  writer.text("SEALED SOLUTION", { font: fonts.sansBold, size: 20, color: COLORS.shade }, { x: PAGE.marginX + 18, tracking: 3 });
  writer.space(6);
  writer.text("Do not open until your team has made its accusation.", { font: fonts.serifItalic, size: 13, color: COLORS.faint }, { x: PAGE.marginX + 18 });
  writer.y = bandTop - bandHeight - 14;
  writer.page.drawLine({
    start: { x: PAGE.marginX, y: writer.y },
    end: { x: PAGE.width - PAGE.marginX, y: writer.y },
    thickness: 0.8,
    color: COLORS.muted,
    dashArray: [4, 3],
  });
  writer.space(4);
  writer.text("fold here and seal", { font: fonts.mono, size: 7, color: COLORS.muted }, { x: PAGE.width / 2, align: "center" });
  writer.space(40);

  writer.label("The culprit");
  writer.paragraph(story.kit.culprit, { font: fonts.serifBold, size: 30, leading: 1.2 });
  writer.space(18);
  writer.label("How the clues prove it");
  for (const paragraph of story.kit.solution.split(/\n\s*\n/)) {
    writer.paragraph(paragraph.trim(), { font: fonts.serif, size: 12.5, leading: 1.55 });
    writer.space(8);
  }
  writer.ensure(110);
  drawStamp(writer.page, fonts.monoBold, {
    text: "Case closed",
    subtext: `File No. ${caseFileNumber(story.slug)}`,
    cx: PAGE.width - PAGE.marginX - 110,
    cy: Math.max(writer.y - 60, PAGE.bottom + 40),
    size: 22,
    angle: 8,
  });
}
