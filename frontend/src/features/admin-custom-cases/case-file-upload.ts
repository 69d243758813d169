/** The shop's limit on a finished case PDF; it checks again itself. */
const MAX_CASE_FILE_BYTES = 20 * 1024 * 1024;

const megabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function formatMegabytes(bytes: number): string {
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}

function isPdf(file: File): boolean {
  // Some systems give no type for a file they do not know; its name is then all there is to go on.
  return file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
}

/** Why a file cannot be the finished case, or null when it may be sent (the shop still reads it). */
export function caseFileProblem(file: File, maxBytes: number = MAX_CASE_FILE_BYTES): string | null {
  if (!isPdf(file)) return 'Choose a PDF: the finished case is uploaded as a PDF file.';
  if (file.size === 0) return 'This file is empty. Export the finished case again.';
  if (file.size > maxBytes) {
    return `This file is ${formatMegabytes(file.size)}; a case file can be at most ${formatMegabytes(maxBytes)}.`;
  }
  return null;
}

function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  return typeof body.error === 'string' ? body.error : null;
}

/** Sends the PDF to its signed upload link; the shop's reason when it refuses, or null once stored. */
export async function putCaseFile(url: string, file: File): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: file });
  } catch {
    return 'The upload did not reach the shop. Check your connection and try again.';
  }
  if (response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return errorMessageOf(body) ?? `The shop refused the upload (HTTP ${response.status}). Try again.`;
}
