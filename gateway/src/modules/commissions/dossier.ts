import { PDFDocument } from "pdf-lib";
import { embedKitFonts, type KitFonts } from "../../seed/kits/fonts";
import { COLORS, PAGE, SHOP_NAME } from "../../seed/kits/theme";
import { KitWriter } from "../../seed/kits/writer";
import { type DossierCase, writeDossierCover, writeDossierSuspect } from "./dossier-pages";

const FOOTER_Y = 44;
const FOOTER_SIZE = 7.5;

/** "Cold Case Kits · Custom case, order … · Draft dossier" and "Page n of m" on every page. */
function addFooters(doc: PDFDocument, fonts: KitFonts, orderNumber: string): void {
  const pages = doc.getPages();
  const label = `${SHOP_NAME}  \u00b7  Custom case, order ${orderNumber}  \u00b7  Draft dossier`;
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: PAGE.marginX, y: FOOTER_Y + 12 }, end: { x: PAGE.width - PAGE.marginX, y: FOOTER_Y + 12 }, thickness: 0.5, color: COLORS.faint });
    page.drawText(label, { x: PAGE.marginX, y: FOOTER_Y, size: FOOTER_SIZE, font: fonts.sans, color: COLORS.muted });
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(number, { x: PAGE.width - PAGE.marginX - fonts.sans.widthOfTextAtSize(number, FOOTER_SIZE), y: FOOTER_Y, size: FOOTER_SIZE, font: fonts.sans, color: COLORS.muted });
  });
}

/**
 * The draft dossier of a custom case (US Letter, in the kits' style): the brief on a cover, then one
 * sheet per suspect. Made from the stored brief on every request, the same bytes each time.
 */
export async function renderDossier(dossier: DossierCase): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Custom case, order ${dossier.orderNumber}: draft dossier`);
  doc.setAuthor(SHOP_NAME);
  doc.setCreator(SHOP_NAME);
  doc.setProducer(SHOP_NAME);
  doc.setLanguage("en-US");
  // Dated by the order, not by the moment it is drawn, so the same brief always gives the same file.
  doc.setCreationDate(dossier.orderedAt);
  doc.setModificationDate(dossier.orderedAt);

  const writer = new KitWriter(doc, await embedKitFonts(doc));
  writeDossierCover(writer, dossier);
  const { suspects } = dossier.brief;
  suspects.forEach((suspect, index) => writeDossierSuspect(writer, suspect, index + 1, suspects.length));
  addFooters(doc, writer.fonts, dossier.orderNumber);
  return doc.save();
}
