import { degrees, PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { COLORS, PAGE } from "../../seed/kits/theme";
import { toWinAnsi } from "../../seed/kits/winansi";
import { truncateToWidth } from "../../seed/kits/wrap";

export interface KitStamp {
  detectiveName: string;
  orderNumber: string;
}

/** Long enough for any real name; past it a pasted paragraph would crowd the line. */
const NAME_MAX_CHARS = 48;
const ORDER_MAX_CHARS = 32;
/** When a name has nothing WinAnsi can show (e.g. only CJK characters), the line still reads as a sentence. */
const UNNAMED = "Anonymous";
/** The footer's size and ink, so the stamp reads as part of the printed file. */
const SIZE = 7.5;
/**
 * Mirrors the footer, whose baseline is 44 pt above the bottom edge. Kit content starts PAGE.top (72 pt) down, so the
 * line keeps clear of it by several times its own height.
 */
const BASELINE_FROM_TOP = 44;

function clean(text: string, maxChars: number): string {
  const safe = toWinAnsi(text).replace(/\s+/g, " ").trim();
  return safe.length > maxChars ? `${safe.slice(0, maxChars - 1).trimEnd()}\u2026` : safe;
}

/** Where the line starts on a page and which way it runs, so it lies along the top edge as the page is displayed. */
function topBand(page: PDFPage): { x: number; y: number; angle: number; width: number } {
  const box = page.getCropBox();
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  const shownWidth = angle === 90 || angle === 270 ? box.height : box.width;
  // The kit's own margin on a kit-sized page; proportionally less on a smaller one.
  const inset = PAGE.marginX * Math.min(1, shownWidth / PAGE.width);
  const width = shownWidth - inset * 2;
  const right = box.x + box.width;
  const top = box.y + box.height;
  if (angle === 90) return { x: box.x + BASELINE_FROM_TOP, y: box.y + inset, angle, width };
  if (angle === 180) return { x: right - inset, y: box.y + BASELINE_FROM_TOP, angle, width };
  if (angle === 270) return { x: right - BASELINE_FROM_TOP, y: top - inset, angle, width };
  return { x: box.x + inset, y: top - BASELINE_FROM_TOP, angle: 0, width };
}

/** "Case file issued to Detective {name} · order {number}", the name shortened first if the page is narrow. */
function stampLine(stamp: KitStamp, font: PDFFont, maxWidth: number): string {
  const order = clean(stamp.orderNumber, ORDER_MAX_CHARS);
  const line = (name: string) => `Case file issued to Detective ${name} \u00b7 order ${order}`;
  const nameWidth = maxWidth - font.widthOfTextAtSize(line(""), SIZE);
  const name = truncateToWidth(clean(stamp.detectiveName, NAME_MAX_CHARS) || UNNAMED, font, SIZE, Math.max(nameWidth, 0));
  return line(name);
}

/**
 * Returns the kit with the buyer's line in the top margin of every page, and the same line as the document's
 * subject. The kit's other metadata (title, author, producer) is kept as it was.
 */
export async function stampKit(kit: Uint8Array, stamp: KitStamp): Promise<Uint8Array> {
  const doc = await PDFDocument.load(kit, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  const bands = pages.map(topBand);
  // One line for the whole file, fitted to its narrowest page, so every page names the buyer alike.
  const line = stampLine(stamp, font, Math.min(...bands.map((band) => band.width)));
  pages.forEach((page, index) => {
    const { x, y, angle } = bands[index];
    page.drawText(line, { x, y, size: SIZE, font, color: COLORS.muted, rotate: degrees(angle) });
  });
  doc.setSubject(line);
  return doc.save();
}
