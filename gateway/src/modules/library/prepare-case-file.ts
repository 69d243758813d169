import { z } from "zod";
import type { OutboxHandler } from "../../platform/outbox/outbox";
import type { CaseFiles } from "./case-files";
import type { LibraryService } from "./library.service";

/** Stamps a new owner's case file soon after purchase, so their first download starts at once. */
export const PREPARE_CASE_FILE_TOPIC = "library.prepare_case_file";

const payloadSchema = z.object({ entryId: z.number().int().positive() });

export function prepareCaseFile(library: LibraryService, caseFiles: CaseFiles): OutboxHandler {
  return async (ctx, payload) => {
    const { entryId } = payloadSchema.parse(payload);
    const entry = await library.findEntry(ctx, entryId);
    // A right revoked before its file was made needs no file.
    if (!entry || entry.revokedAt !== null) return;
    await caseFiles.ensure(ctx, entry);
  };
}
