import { degrees, type PDFFont, type PDFPage } from "pdf-lib";
import { COLORS } from "./theme";
import { toWinAnsi } from "./winansi";

/** Rotates (dx, dy) by angle degrees, for placing rotated shapes about a centre rather than a corner. */
function rotate(dx: number, dy: number, angle: number): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  return { x: dx * Math.cos(rad) - dy * Math.sin(rad), y: dx * Math.sin(rad) + dy * Math.cos(rad) };
}

/** A rubber stamp: double red border, tracked capitals, a slight tilt, a little transparency like real ink. */
export function drawStamp(
  page: PDFPage,
  font: PDFFont,
  options: { text: string; subtext?: string; cx: number; cy: number; size: number; angle: number },
): void {
  const text = toWinAnsi(options.text.toUpperCase());
  const tracking = options.size * 0.12;
  const textWidth = font.widthOfTextAtSize(text, options.size) + tracking * (text.length - 1);
  const subSize = options.size * 0.32;
  const subtext = options.subtext ? toWinAnsi(options.subtext.toUpperCase()) : "";
  const height = options.size * 1.5 + (subtext ? subSize * 1.6 : 0);
  const width = textWidth + options.size * 1.2;
  const ink = { color: COLORS.red, opacity: 0.85 };

  for (const [inset, thickness] of [[0, 2.4], [4, 0.9]] as const) {
    const corner = rotate(-width / 2 + inset, -height / 2 + inset, options.angle);
    page.drawRectangle({
      x: options.cx + corner.x,
      y: options.cy + corner.y,
      width: width - inset * 2,
      height: height - inset * 2,
      rotate: degrees(options.angle),
      borderColor: ink.color,
      borderWidth: thickness,
      borderOpacity: ink.opacity,
    });
  }
  const baseline = subtext ? subSize * 0.9 : -options.size * 0.35;
  let offset = -textWidth / 2;
  for (const char of text) {
    const at = rotate(offset, baseline, options.angle);
    page.drawText(char, { x: options.cx + at.x, y: options.cy + at.y, size: options.size, font, rotate: degrees(options.angle), ...ink });
    offset += font.widthOfTextAtSize(char, options.size) + tracking;
  }
  if (subtext) {
    const subWidth = font.widthOfTextAtSize(subtext, subSize);
    const at = rotate(-subWidth / 2, -subSize * 2.1, options.angle);
    page.drawText(subtext, { x: options.cx + at.x, y: options.cy + at.y, size: subSize, font, rotate: degrees(options.angle), ...ink });
  }
}
