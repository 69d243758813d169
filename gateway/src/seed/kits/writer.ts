import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import type { KitFonts } from "./fonts";
import { COLORS, CONTENT_WIDTH, PAGE } from "./theme";
import { toWinAnsi } from "./winansi";
import { balancedWrap, wrapText } from "./wrap";

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: Color;
  /** Line pitch as a multiple of size. */
  leading?: number;
  indent?: number;
  width?: number;
  /** Even out line lengths; for headings, where a short last line looks like a mistake. */
  balance?: boolean;
}

/**
 * A flowing cursor over the kit: writes top to bottom and starts a fresh page, with a running head,
 * whenever the next block would cross the bottom margin.
 */
export class KitWriter {
  page: PDFPage;
  y = 0;
  private runningHead = "";

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: KitFonts,
  ) {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.top;
  }

  /** Starts a new section on a new page; runningHead is repeated if the section spills onto more pages. */
  section(runningHead: string): void {
    this.runningHead = runningHead;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.top;
  }

  /** Moves the cursor to the top of an existing page, for pages painted after the rest of the kit is laid out. */
  onPage(page: PDFPage): void {
    this.page = page;
    this.y = PAGE.height - PAGE.top;
    this.runningHead = "";
  }

  /** Guarantees `height` points below the cursor, turning the page if needed. */
  ensure(height: number): void {
    if (this.y - height >= PAGE.bottom) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.top;
    if (this.runningHead) {
      this.text(`${this.runningHead} (continued)`, { font: this.fonts.sansBold, size: 8, color: COLORS.muted }, { tracking: 1.5 });
      this.y -= 14;
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A single unwrapped line at the cursor; tracking adds letter-spacing for small-caps style labels. */
  text(text: string, style: TextStyle, options: { x?: number; tracking?: number; align?: "left" | "right" | "center" } = {}): void {
    const safe = toWinAnsi(text);
    const tracking = options.tracking ?? 0;
    const width = style.font.widthOfTextAtSize(safe, style.size) + tracking * Math.max(safe.length - 1, 0);
    const left = options.x ?? PAGE.marginX + (style.indent ?? 0);
    const x = options.align === "right" ? left - width : options.align === "center" ? left - width / 2 : left;
    this.y -= style.size;
    if (tracking === 0) {
      this.page.drawText(safe, { x, y: this.y, size: style.size, font: style.font, color: style.color ?? COLORS.ink });
    } else {
      let cursor = x;
      for (const char of safe) {
        this.page.drawText(char, { x: cursor, y: this.y, size: style.size, font: style.font, color: style.color ?? COLORS.ink });
        cursor += style.font.widthOfTextAtSize(char, style.size) + tracking;
      }
    }
    this.y -= style.size * ((style.leading ?? 1.2) - 1);
  }

  /** A wrapped paragraph that may break across pages line by line. */
  paragraph(text: string, style: TextStyle): void {
    const width = style.width ?? CONTENT_WIDTH - (style.indent ?? 0);
    const leading = style.leading ?? 1.4;
    const wrap = style.balance ? balancedWrap : wrapText;
    for (const line of wrap(toWinAnsi(text), style.font, style.size, width)) {
      this.ensure(style.size * leading);
      this.y -= style.size;
      this.page.drawText(line, {
        x: PAGE.marginX + (style.indent ?? 0),
        y: this.y,
        size: style.size,
        font: style.font,
        color: style.color ?? COLORS.ink,
      });
      this.y -= style.size * (leading - 1);
    }
  }

  /** Height a paragraph will take, for keeping a label together with its text. */
  measure(text: string, style: TextStyle): number {
    const width = style.width ?? CONTENT_WIDTH - (style.indent ?? 0);
    return wrapText(toWinAnsi(text), style.font, style.size, width).length * style.size * (style.leading ?? 1.4);
  }

  rule(thickness = 0.75, color: Color = COLORS.rule): void {
    this.page.drawLine({
      start: { x: PAGE.marginX, y: this.y },
      end: { x: PAGE.width - PAGE.marginX, y: this.y },
      thickness,
      color,
    });
  }

  /** A section label: small, tracked, bold sans, with a short red bar in the margin gutter. */
  label(text: string): void {
    this.ensure(30);
    this.page.drawRectangle({ x: PAGE.marginX, y: this.y - 9, width: 14, height: 2.5, color: COLORS.red });
    this.text(text.toUpperCase(), { font: this.fonts.sansBold, size: 8.5, color: COLORS.muted }, { x: PAGE.marginX + 22, tracking: 1.6 });
    this.space(6);
  }

  /** Ruled lines for players' handwriting, down to the bottom margin or `count` lines, whichever comes first. */
  noteLines(count: number, pitch = 24): void {
    for (let i = 0; i < count && this.y - pitch >= PAGE.bottom; i++) {
      this.y -= pitch;
      this.page.drawLine({
        start: { x: PAGE.marginX, y: this.y },
        end: { x: PAGE.width - PAGE.marginX, y: this.y },
        thickness: 0.5,
        color: COLORS.faint,
      });
    }
  }
}
