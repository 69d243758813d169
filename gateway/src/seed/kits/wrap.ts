import type { PDFFont } from "pdf-lib";

/**
 * Greedy word wrap to maxWidth. A word wider than a whole line is split by characters rather than overflowing the
 * margin. Expects text already made WinAnsi-safe, since measuring throws on characters the font cannot encode.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (width(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Cuts text to fit maxWidth, ending in an ellipsis when anything was removed. */
export function truncateToWidth(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end).trimEnd()}\u2026`, size) > maxWidth) end--;
  return `${text.slice(0, end).trimEnd()}\u2026`;
}

/** Like wrapText, but narrows the measure while the line count holds, so a title never ends on a lonely word. */
export function balancedWrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines = wrapText(text, font, size, maxWidth);
  if (lines.length < 2) return lines;
  let best = lines;
  for (let width = maxWidth - 4; width > maxWidth / 3; width -= 4) {
    const attempt = wrapText(text, font, size, width);
    if (attempt.length !== lines.length) break;
    best = attempt;
  }
  return best;
}
