import type { SeedStory } from "../../catalogue/seed-story";
import { casePlace, caseKind } from "../labels";
import { COLORS, CONTENT_WIDTH, PAGE } from "../theme";
import type { KitWriter } from "../writer";

const FACT_LABEL_WIDTH = 78;

/** The case briefing: what happened, to whom, and the full story as the players first hear it. */
export function writeBriefing(writer: KitWriter, story: SeedStory): void {
  const { fonts } = writer;
  writer.section("Case briefing");
  writer.label("Case briefing");
  writer.paragraph(story.title, { font: fonts.serifBold, size: 26, leading: 1.15, balance: true });
  writer.space(4);
  writer.text(`${casePlace(story)} \u00b7 ${caseKind(story)}`.toUpperCase(), { font: fonts.sans, size: 8.5, color: COLORS.muted }, { tracking: 1.2 });
  writer.space(12);
  writer.rule(1.5);
  writer.space(16);

  writeFacts(writer, [
    ["Incident", story.kit.incident],
    ["Victim", story.kit.victim],
  ]);
  writer.space(22);

  writer.paragraph(story.mediumDescription, { font: fonts.serifItalic, size: 13, leading: 1.4, color: COLORS.ink });
  writer.space(14);
  writer.label("The story so far");
  for (const paragraph of story.longDescription.split(/\n\s*\n/)) {
    writer.paragraph(paragraph.trim(), { font: fonts.serif, size: 11.5, leading: 1.5 });
    writer.space(8);
  }
}

/** A shaded box of label/value rows; values wrap beside their label. */
function writeFacts(writer: KitWriter, facts: ReadonlyArray<readonly [string, string]>): void {
  const { fonts } = writer;
  const style = { font: fonts.serif, size: 12, leading: 1.35, indent: FACT_LABEL_WIDTH + 14, width: CONTENT_WIDTH - FACT_LABEL_WIDTH - 28 };
  const padding = 12;
  const rows = facts.map(([label, value]) => ({ label, value, height: writer.measure(value, style) }));
  const height = rows.reduce((sum, row) => sum + row.height + 8, 0) + padding * 2 - 8;
  writer.ensure(height);
  writer.page.drawRectangle({ x: PAGE.marginX, y: writer.y - height, width: CONTENT_WIDTH, height, color: COLORS.shade });
  writer.page.drawRectangle({ x: PAGE.marginX, y: writer.y - height, width: 3, height, color: COLORS.rule });
  writer.space(padding);
  for (const row of rows) {
    const top = writer.y;
    writer.text(row.label.toUpperCase(), { font: fonts.sansBold, size: 8, color: COLORS.muted }, { x: PAGE.marginX + 14, tracking: 1.2 });
    writer.y = top - 1.5;
    writer.paragraph(row.value, style);
    writer.y = Math.min(writer.y, top - row.height) - 8;
  }
  writer.space(padding - 8);
}
