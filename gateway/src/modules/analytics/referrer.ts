const MAX_REFERRER_LENGTH = 255;

/** A web address's host as referrers are grouped ("www." aside); null when the text is not an http(s) address. */
export function webHostOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase().replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/**
 * Where a session came from, as the reports group it: the referring site's host (so every page of a site counts as
 * that site), or the text itself when it is not a web address; null for a direct visit or one from the shop's own
 * pages (`ownHost`).
 */
export function referrerOf(sent: string | null, ownHost: string | null): string | null {
  const trimmed = sent?.trim() ?? "";
  if (trimmed === "") return null;
  const host = webHostOf(trimmed);
  if (host === null) return trimmed.slice(0, MAX_REFERRER_LENGTH);
  return host === ownHost ? null : host.slice(0, MAX_REFERRER_LENGTH);
}
