import type { Clock } from "../../platform/clock";
import type { LinkSigner, LinkVerdict } from "../../platform/signing/link-signer";
import { DOWNLOAD_LINK_TTL_MS } from "../library";

/** The most a finished case file may weigh: a long illustrated case fits well under it. */
export const MAX_CASE_FILE_BYTES = 20 * 1024 * 1024;
/** Long enough to pick the file and send 20 MB on a slow line. */
const UPLOAD_LINK_TTL_MS = 15 * 60 * 1000;

/** What a custom case's signed links open: the delivered PDF, the draft dossier, and where the PDF is uploaded. */
export type CustomCaseRoute = "case-file" | "dossier" | "upload";

export interface SignedLink {
  url: string;
  expiresAt: Date;
}

export interface UploadTarget extends SignedLink {
  maxBytes: number;
}

export function customCasePath(customCaseId: number, route: CustomCaseRoute): string {
  return `/files/custom-cases/${customCaseId}/${route}`;
}

/** Signs a custom case's links as kits' downloads are signed; whoever asks must have been checked already. */
export class CustomCaseLinks {
  constructor(
    private readonly signer: LinkSigner,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  download(customCaseId: number, route: Exclude<CustomCaseRoute, "upload">): SignedLink {
    return this.sign(customCasePath(customCaseId, route), DOWNLOAD_LINK_TTL_MS);
  }

  upload(customCaseId: number): UploadTarget {
    return { ...this.sign(customCasePath(customCaseId, "upload"), UPLOAD_LINK_TTL_MS), maxBytes: MAX_CASE_FILE_BYTES };
  }

  verify(customCaseId: number, route: CustomCaseRoute, query: Record<string, unknown>): LinkVerdict {
    return this.signer.verifyPath(customCasePath(customCaseId, route), query);
  }

  private sign(path: string, ttlMs: number): SignedLink {
    return { url: `${this.publicUrl}${this.signer.signPath(path, ttlMs)}`, expiresAt: new Date(this.clock().getTime() + ttlMs) };
  }
}
