import type { ModuleDescriptor } from "../../platform/module";
import type { StoriesService } from "../stories";
import { CaseFiles } from "./case-files";
import { PREPARE_CASE_FILE_TOPIC, prepareCaseFile } from "./prepare-case-file";
import { downloadsRouter } from "./downloads.router";
import { LibraryDownloads } from "./library-downloads";
import { LibraryEntry } from "./library-entry.entity";
import { LibraryResolver } from "./library.resolver";
import { LibraryService, type VerifiedAccounts } from "./library.service";

export type { LibraryEntry } from "./library-entry.entity";
export type { AcquisitionListener, LibraryService, NewLibraryEntry, Owner, VerifiedAccounts } from "./library.service";
export type { LibraryDownloads } from "./library-downloads";
export type { CaseFiles } from "./case-files";
export { DownloadLink, LibraryItem } from "./library.types";
export { DOWNLOAD_LINK_TTL_MS } from "./download-links";
export { PurchaseType } from "./purchase-type";
export { PREPARE_CASE_FILE_TOPIC } from "./prepare-case-file";

export interface LibraryServices {
  library: LibraryService;
  downloads: LibraryDownloads;
  caseFiles: CaseFiles;
}

/** Who owns which story: the library, its case files stamped for their owner, and the signed links to them. */
export interface LibraryDependencies {
  stories: StoriesService;
  /** Who holds a verified email: a visitor's purchase with it belongs to that account. */
  accounts: VerifiedAccounts;
}

export const libraryModule: ModuleDescriptor<LibraryServices, LibraryDependencies> = {
  name: "library",
  entities: [LibraryEntry],
  resolvers: [LibraryResolver],
  create({ config, uow, files, signer }, { stories, accounts }) {
    const library = new LibraryService(uow, stories, accounts);
    const downloads = new LibraryDownloads(library, signer, config.publicUrl);
    const caseFiles = new CaseFiles(files, stories, library);
    return {
      services: { library, downloads, caseFiles },
      resolvers: [new LibraryResolver(library, downloads)],
      outboxHandlers: { [PREPARE_CASE_FILE_TOPIC]: prepareCaseFile(library, caseFiles) },
      routers: [
        { mount: "root", router: downloadsRouter({ signer, library, caseFiles, files }) },
      ],
    };
  },
};
