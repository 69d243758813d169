function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  return typeof body.error === 'string' ? body.error : null;
}

/**
 * Sends a file to a signed upload link; answers the shop's reason when it refuses (a 415 for bytes
 * that are not what they claim, a 413 for a file too large), or null once the file is stored.
 */
export async function putSignedFile(url: string, file: File, contentType: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': contentType }, body: file });
  } catch {
    return 'The upload did not reach the shop. Check your connection and try again.';
  }
  if (response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return errorMessageOf(body) ?? `The shop refused the upload (HTTP ${response.status}). Try again.`;
}
