import type { SeedStory } from "../../catalogue/seed-story";
import { caseFileNumber } from "../../../platform/artwork/case-number";
import { casePlace, caseKind, HOW_TO_PLAY } from "../labels";
import { drawStamp } from "../stamp";
import { COLORS, CONTENT_WIDTH, PAGE, SHOP_NAME } from "../theme";
import { toWinAnsi } from "../winansi";
import type { KitWriter } from "../writer";

export interface ContentsEntry {
  title: string;
  /** 1-based first page of the section. */
  page: number;
}

const BOX_HEIGHT = 160;

/**
 * The cover is painted last, onto the kit's first page, because its contents list needs the final page numbers.
 * Everything on it is sized to fit one page whatever the title length.
 */
export function writeCover(writer: KitWriter, story: SeedStory, contents: readonly ContentsEntry[]): void {
  const { fonts } = writer;
  writer.onPage(writer.doc.getPage(0));
  const headTop = writer.y;
  writer.text(SHOP_NAME.toUpperCase(), { font: fonts.sansBold, size: 10 }, { tracking: 3 });
  writer.y = headTop;
  writer.text(`CASE FILE No. ${caseFileNumber(story.slug)}`, { font: fonts.monoBold, size: 10 }, { x: PAGE.width - PAGE.marginX, align: "right" });
  writer.space(10);
  writer.rule(2.5);
  writer.space(3);
  writer.rule(0.6);
  writer.space(86);

  writer.text(caseKind(story).toUpperCase(), { font: fonts.sansBold, size: 9, color: COLORS.red }, { tracking: 2 });
  writer.space(10);
  writer.paragraph(story.title, { font: fonts.serifBold, size: story.title.length > 40 ? 32 : 40, leading: 1.1, width: CONTENT_WIDTH - 40, balance: true });
  writer.space(6);
  writer.paragraph(casePlace(story), { font: fonts.serifItalic, size: 17, leading: 1.3, color: COLORS.muted });
  writer.space(16);
  writer.page.drawRectangle({ x: PAGE.marginX, y: writer.y, width: 44, height: 2.5, color: COLORS.red });
  writer.space(20);
  writer.paragraph(story.shortDescription, { font: fonts.serif, size: 13, leading: 1.45, width: CONTENT_WIDTH * 0.78 });
  writer.space(26);

  writer.label("In this file");
  for (const entry of contents) writeContentsLine(writer, entry);

  drawStamp(writer.page, fonts.monoBold, {
    text: "Unsolved",
    subtext: `Case file ${caseFileNumber(story.slug)}`,
    cx: PAGE.width - PAGE.marginX - 92,
    cy: PAGE.height - PAGE.top - 92,
    size: 24,
    angle: -12,
  });
  writeHowToPlay(writer);
}

/** "Case briefing ........ 2", with a dotted leader. */
function writeContentsLine(writer: KitWriter, entry: ContentsEntry): void {
  const { fonts, page } = writer;
  const size = 11;
  const title = toWinAnsi(entry.title);
  const number = String(entry.page);
  writer.space(size * 1.55);
  const y = writer.y;
  page.drawText(title, { x: PAGE.marginX, y, size, font: fonts.serif, color: COLORS.ink });
  const right = PAGE.marginX + CONTENT_WIDTH * 0.62;
  page.drawText(number, { x: right - fonts.serif.widthOfTextAtSize(number, size), y, size, font: fonts.serif, color: COLORS.ink });
  const from = PAGE.marginX + fonts.serif.widthOfTextAtSize(title, size) + 6;
  const to = right - fonts.serif.widthOfTextAtSize(number, size) - 6;
  if (to > from) {
    page.drawLine({ start: { x: from, y: y + 2 }, end: { x: to, y: y + 2 }, thickness: 0.8, color: COLORS.faint, dashArray: [0.8, 3] });
  }
}

/** A shaded panel pinned above the footer: the three numbers a buyer looks for, then four short steps. */
function writeHowToPlay(writer: KitWriter): void {
  const { fonts, page } = writer;
  const bottom = PAGE.bottom;
  page.drawRectangle({ x: PAGE.marginX, y: bottom, width: CONTENT_WIDTH, height: BOX_HEIGHT, color: COLORS.shade });
  page.drawRectangle({ x: PAGE.marginX, y: bottom + BOX_HEIGHT - 3, width: CONTENT_WIDTH, height: 3, color: COLORS.rule });
  writer.y = bottom + BOX_HEIGHT - 16;
  writer.text("HOW TO PLAY", { font: fonts.sansBold, size: 8.5, color: COLORS.muted }, { x: PAGE.marginX + 16, tracking: 1.6 });

  const facts = [
    [HOW_TO_PLAY.players, "players"],
    [HOW_TO_PLAY.minutes, "minutes"],
    [HOW_TO_PLAY.ages, "ages"],
  ] as const;
  const column = (CONTENT_WIDTH - 32) / facts.length;
  const factsTop = writer.y - 8;
  facts.forEach(([value, label], i) => {
    const x = PAGE.marginX + 16 + i * column;
    writer.y = factsTop;
    writer.text(value, { font: fonts.serifBold, size: 24 }, { x });
    writer.text(label.toUpperCase(), { font: fonts.sans, size: 7.5, color: COLORS.muted }, { x, tracking: 1.4 });
  });
  writer.space(12);
  HOW_TO_PLAY.steps.forEach((step, i) => {
    writer.text(`${i + 1}.  ${step}`, { font: fonts.serif, size: 10.5, leading: 1.45 }, { x: PAGE.marginX + 16 });
  });
}
