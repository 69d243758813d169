import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/** The page's content streams, inflated. */
function contentsOf(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

/** How pdf-lib writes a line of WinAnsi text with a standard font: one hex string (`·` is 0xB7). */
function hexStringOf(text: string): string {
  return `<${[...text].map((char) => (char === '·' ? 0xb7 : char.charCodeAt(0)).toString(16).toUpperCase().padStart(2, '0')).join('')}>`;
}

/** Whether every page of the PDF draws this exact line, and how many pages it has. */
export async function pagesDrawingLine(pdf: Uint8Array, line: string): Promise<{ pages: number; drawing: number }> {
  const document = await PDFDocument.load(pdf);
  const hex = hexStringOf(line);
  const pages = document.getPages();
  return { pages: pages.length, drawing: pages.filter((page) => contentsOf(page).includes(hex)).length };
}
