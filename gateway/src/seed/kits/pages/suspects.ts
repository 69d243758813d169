import type { SeedStory, SeedSuspect } from "../../catalogue/seed-story";
import { FIGURE_PATH } from "../../../platform/artwork/elements/figure";
import { COLORS, CONTENT_WIDTH, PAGE } from "../theme";
import type { KitWriter } from "../writer";

const PHOTO = { width: 118, height: 148 };
const FIELD_LABEL_WIDTH = 58;
const COLUMN_GAP = 22;

/** One sheet per suspect, so each player can hold the person they are questioning. */
export function writeSuspects(writer: KitWriter, story: SeedStory): void {
  story.kit.suspects.forEach((suspect, index) => {
    writer.section(`Suspect: ${suspect.name}`);
    writeSuspect(writer, suspect, index + 1, story.kit.suspects.length);
  });
}

function writeSuspect(writer: KitWriter, suspect: SeedSuspect, number: number, total: number): void {
  const { fonts } = writer;
  writer.label(`Suspect ${number} of ${total}`);
  writer.paragraph(suspect.name, { font: fonts.serifBold, size: 28, leading: 1.15, balance: true });
  writer.paragraph(suspect.role, { font: fonts.serifItalic, size: 14, leading: 1.3, color: COLORS.muted });
  writer.space(10);
  writer.rule(1.5);
  writer.space(18);

  const top = writer.y;
  const photoPage = writer.page;
  drawPhoto(writer, top);
  const columnX = PHOTO.width + COLUMN_GAP;
  const valueStyle = {
    font: fonts.serif,
    size: 12,
    leading: 1.4,
    indent: columnX + FIELD_LABEL_WIDTH,
    width: CONTENT_WIDTH - columnX - FIELD_LABEL_WIDTH,
  };
  const fields: Array<[string, string]> = [
    ["Age", String(suspect.age)],
    ["Motive", suspect.motive],
    ["Alibi", suspect.alibi],
  ];
  for (const [label, value] of fields) {
    writer.ensure(writer.measure(value, valueStyle));
    const rowTop = writer.y;
    writer.text(label.toUpperCase(), { font: fonts.sansBold, size: 8, color: COLORS.muted }, { x: PAGE.marginX + columnX, tracking: 1.2 });
    writer.y = rowTop - 1.5;
    writer.paragraph(value, valueStyle);
    writer.space(10);
  }
  if (writer.page === photoPage) writer.y = Math.min(writer.y, top - PHOTO.height - 34);
  writeVerdictBoxes(writer);
  writer.space(20);
  writer.label("Investigator's notes");
  writer.noteLines(40);
}

/** A mugshot frame with the shop's trench-coat silhouette where the photograph would be. */
function drawPhoto(writer: KitWriter, top: number): void {
  const { page, fonts } = writer;
  const x = PAGE.marginX;
  const y = top - PHOTO.height;
  page.drawRectangle({ x, y, width: PHOTO.width, height: PHOTO.height, color: COLORS.shade, borderColor: COLORS.rule, borderWidth: 1 });
  page.drawSvgPath(FIGURE_PATH, { x: x + PHOTO.width / 2, y: y + 14, scale: 1.25, color: COLORS.faint });
  for (let i = 1; i <= 4; i++) {
    const lineY = y + (PHOTO.height * i) / 5;
    page.drawLine({ start: { x, y: lineY }, end: { x: x + 8, y: lineY }, thickness: 0.6, color: COLORS.muted });
  }
  const caption = "PHOTO NOT ON FILE";
  const size = 6.5;
  page.drawText(caption, {
    x: x + (PHOTO.width - fonts.mono.widthOfTextAtSize(caption, size)) / 2,
    y: y - 11,
    size,
    font: fonts.mono,
    color: COLORS.muted,
  });
}

/** Tick boxes so a group can track who it has ruled out. */
function writeVerdictBoxes(writer: KitWriter): void {
  const { fonts } = writer;
  writer.ensure(24);
  let x = PAGE.marginX;
  const y = writer.y - 12;
  for (const option of ["Cleared", "Still suspected", "Accused"]) {
    writer.page.drawRectangle({ x, y, width: 10, height: 10, borderColor: COLORS.rule, borderWidth: 1 });
    writer.page.drawText(option, { x: x + 16, y: y + 1.5, size: 10, font: fonts.sans, color: COLORS.ink });
    x += 16 + fonts.sans.widthOfTextAtSize(option, 10) + 28;
  }
  writer.space(16);
}
