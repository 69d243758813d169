/**
 * Hands a case-file link to the browser. The server sends the PDF as an attachment, so the
 * browser saves it and the page the customer is on stays where it is.
 */
export function startDownload(url: string): void {
  window.location.assign(url);
}
