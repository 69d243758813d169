import type { LinkSigner } from "../../platform/signing/link-signer";

/** Download links live minutes: long enough to start a download, too short to share usefully. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

export interface DownloadLink {
  url: string;
  expiresAt: Date;
}

export function caseFilePath(entryId: number): string {
  return `/files/case-files/${entryId}`;
}

/** A short-lived signed link to an entry's case file; whoever asks must have been checked already. */
export function signDownloadLink(signer: LinkSigner, publicUrl: string, entryId: number, now: Date): DownloadLink {
  return {
    url: `${publicUrl}${signer.signPath(caseFilePath(entryId), DOWNLOAD_LINK_TTL_MS)}`,
    expiresAt: new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS),
  };
}
