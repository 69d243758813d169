import type { PDFDocument } from "pdf-lib";
import type { SeedStory } from "../catalogue/seed-story";
import { caseFileNumber } from "../../platform/artwork/case-number";
import type { KitFonts } from "./fonts";
import { COLORS, PAGE, SHOP_NAME } from "./theme";
import { toWinAnsi } from "./winansi";
import { truncateToWidth } from "./wrap";

const FOOTER_Y = 44;
const SIZE = 7.5;

/** Stamps every page with the shop, case file and "Page n of m", once the page count is final. */
export function addFooters(doc: PDFDocument, fonts: KitFonts, story: SeedStory): void {
  const pages = doc.getPages();
  const label = truncateToWidth(
    toWinAnsi(`${SHOP_NAME}  \u00b7  Case file No. ${caseFileNumber(story.slug)}  \u00b7  ${story.title}`),
    fonts.sans,
    SIZE,
    PAGE.width - PAGE.marginX * 2 - 90,
  );
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: PAGE.marginX, y: FOOTER_Y + 12 },
      end: { x: PAGE.width - PAGE.marginX, y: FOOTER_Y + 12 },
      thickness: 0.5,
      color: COLORS.faint,
    });
    page.drawText(label, { x: PAGE.marginX, y: FOOTER_Y, size: SIZE, font: fonts.sans, color: COLORS.muted });
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(number, {
      x: PAGE.width - PAGE.marginX - fonts.sans.widthOfTextAtSize(number, SIZE),
      y: FOOTER_Y,
      size: SIZE,
      font: fonts.sans,
      color: COLORS.muted,
    });
  });
}
