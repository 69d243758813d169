import { StandardFonts, type PDFDocument, type PDFFont } from "pdf-lib";

export interface KitFonts {
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
  mono: PDFFont;
  monoBold: PDFFont;
}

/** The standard 14 fonts need no embedding of font files, which keeps each kit a few kilobytes. */
export async function embedKitFonts(doc: PDFDocument): Promise<KitFonts> {
  const [serif, serifBold, serifItalic, sans, sansBold, mono, monoBold] = await Promise.all([
    doc.embedFont(StandardFonts.TimesRoman),
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.TimesRomanItalic),
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.Courier),
    doc.embedFont(StandardFonts.CourierBold),
  ]);
  return { serif, serifBold, serifItalic, sans, sansBold, mono, monoBold };
}
